import React from 'react';
import type {Mood} from '../../copy';

interface Props {
  mood: Mood;
}

// Mouth curves from a deep frown to a wide smile, drawn in a 32 × 32 box.
const mouths: Record<Mood, string> = {
  veryUnhappy: 'M10 23c3-4.5 9-4.5 12 0',
  unhappy: 'M11 22c2.5-2.5 7.5-2.5 10 0',
  neutral: 'M11 21h10',
  happy: 'M11 20c2.5 2.5 7.5 2.5 10 0',
  veryHappy: 'M10 19c3 5 9 5 12 0',
};

/** A face for one rating; decorative, the radio button carries the name. */
export default function Face({mood}: Props) {
  return (
    <svg viewBox="0 0 32 32" width="40" height="40" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="11.5" cy="12.5" r="1.75" fill="currentColor" />
      <circle cx="20.5" cy="12.5" r="1.75" fill="currentColor" />
      <path d={mouths[mood]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
