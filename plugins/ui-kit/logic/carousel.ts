/** Pure index math for the Carousel (infinite by default). */

/** The slide after `current`; in infinite mode the last wraps to the first, otherwise it stays. */
export function nextSlide(current: number, count: number, infinite: boolean): number {
  if (count <= 0) return 0;
  if (current >= count - 1) return infinite ? 0 : count - 1;
  return current + 1;
}

/** The slide before `current`; in infinite mode the first wraps to the last, otherwise it stays. */
export function previousSlide(current: number, count: number, infinite: boolean): number {
  if (count <= 0) return 0;
  if (current <= 0) return infinite ? count - 1 : 0;
  return current - 1;
}

/**
 * The slide a key on the pagination bullets moves to (ArrowLeft/ArrowRight/Home/End),
 * or null when the key is not one of them.
 */
export function slideForKey(key: string, current: number, count: number, infinite: boolean): number | null {
  switch (key) {
    case 'ArrowLeft':
      return previousSlide(current, count, infinite);
    case 'ArrowRight':
      return nextSlide(current, count, infinite);
    case 'Home':
      return 0;
    case 'End':
      return Math.max(0, count - 1);
    default:
      return null;
  }
}

/** Minimum horizontal travel, in px, that counts as a swipe. */
export const swipeThreshold = 40;

/** 'next' for a swipe to the left, 'previous' to the right, null for a tap or a short move. */
export function swipeDirection(deltaX: number, threshold = swipeThreshold): 'next' | 'previous' | null {
  if (Math.abs(deltaX) < threshold) return null;
  return deltaX < 0 ? 'next' : 'previous';
}

/** Text of the polite live region, 1-based. */
export function slideAnnouncement(current: number, count: number): string {
  return `Slide ${current + 1} of ${count}`;
}
