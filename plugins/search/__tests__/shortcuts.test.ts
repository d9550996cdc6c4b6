import {describe, expect, it} from 'vitest';
import {opensSearch, type KeyPress} from '../client/shortcuts.ts';

const press = (overrides: Partial<KeyPress>): KeyPress => ({
  key: 'k',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  targetTag: 'BODY',
  targetEditable: false,
  ...overrides,
});

describe('opensSearch', () => {
  it.each([
    ['Ctrl+K on the page', press({ctrlKey: true}), true],
    ['Cmd+K on the page', press({metaKey: true}), true],
    ['Ctrl+Shift+K (K upper-case)', press({ctrlKey: true, key: 'K'}), true],
    ['Ctrl+K inside an input', press({ctrlKey: true, targetTag: 'INPUT'}), true],
    ['K alone', press({}), false],
    ['Ctrl+Alt+K', press({ctrlKey: true, altKey: true}), false],
    ['/ on the page', press({key: '/'}), true],
    ['/ on a link', press({key: '/', targetTag: 'A'}), true],
    ['/ in an input', press({key: '/', targetTag: 'INPUT'}), false],
    ['/ in a textarea', press({key: '/', targetTag: 'TEXTAREA'}), false],
    ['/ in a select', press({key: '/', targetTag: 'SELECT'}), false],
    ['/ in contenteditable', press({key: '/', targetTag: 'DIV', targetEditable: true}), false],
    ['Ctrl+/', press({key: '/', ctrlKey: true}), false],
  ])('%s: %s', (_name, keyPress, expected) => {
    expect(opensSearch(keyPress)).toBe(expected);
  });
});
