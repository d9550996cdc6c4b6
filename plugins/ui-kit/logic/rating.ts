export type StarFill = 'full' | 'half' | 'empty';

/** One fill per star for `value` out of `max`, rounded to the nearest half star. */
export function starFills(value: number, max = 5): StarFill[] {
  const halves = Math.round(Math.min(Math.max(value, 0), max) * 2);
  return Array.from({length: max}, (_, star) => {
    const left = halves - star * 2;
    return left >= 2 ? 'full' : left === 1 ? 'half' : 'empty';
  });
}

/** The accessible text of a rating: "Rated 4.5 out of 5". */
export function ratingLabel(value: number, max = 5): string {
  const rounded = Math.round(Math.min(Math.max(value, 0), max) * 10) / 10;
  return `Rated ${rounded} out of ${max}`;
}
