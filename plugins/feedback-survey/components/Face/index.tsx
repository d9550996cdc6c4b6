import React from 'react';
import type {Mood} from '../../ratings.ts';
import styles from './styles.module.css';

interface Props {
  mood: Mood;
  /** Width and height in px; default 40. */
  size?: number;
}

/** A face for one rating; decorative, the control it sits in carries the name. */
export default function Face({mood, size = 40}: Props) {
  return <span className={`${styles.face} ${styles[mood]}`} style={{width: size, height: size}} aria-hidden="true" />;
}
