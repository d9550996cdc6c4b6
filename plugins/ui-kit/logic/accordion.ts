/** Pure state and focus logic for the Accordion (WAI-ARIA accordion pattern). */

/** Open indices after toggling `index`: several may stay open when `multiple`, otherwise at most one. */
export function toggleIndex(open: readonly number[], index: number, multiple: boolean): number[] {
  if (open.includes(index)) return open.filter((i) => i !== index);
  return multiple ? [...open, index].sort((a, b) => a - b) : [index];
}

/** The header button a key moves focus to (ArrowDown/ArrowUp wrap, Home, End), or null for other keys. */
export function focusTarget(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
