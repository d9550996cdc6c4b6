/** Which key presses open search (Ctrl/Cmd+K, or '/' outside an input). Pure: takes the event's fields, not the event. */

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Tag name of the focused element, upper-case as the DOM gives it. */
  targetTag: string;
  /** Whether the focused element is contenteditable. */
  targetEditable: boolean;
}

const typingTags = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** Ctrl+K / Cmd+K anywhere; '/' only when the reader is not typing into a field. */
export function opensSearch({key, ctrlKey, metaKey, altKey, targetTag, targetEditable}: KeyPress): boolean {
  if ((ctrlKey || metaKey) && !altKey && key.toLowerCase() === 'k') return true;
  return key === '/' && !ctrlKey && !metaKey && !altKey && !typingTags.has(targetTag.toUpperCase()) && !targetEditable;
}
