// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {elementAt, pathWithin} from '../focusPath.ts';

function tree(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const markup = '<p>about</p><section><div><button>previous</button><button>next</button></div></section>';

describe('a place inside an element, by child positions', () => {
  it('leads from the root to the element, and back to the same place in markup rendered anew', () => {
    const before = tree(markup);
    const next = before.querySelectorAll('button')[1]!;
    const path = pathWithin(before, next);
    expect(path).toEqual([1, 0, 1]);
    const after = tree(markup);
    expect(elementAt(after, path!)).toBe(after.querySelectorAll('button')[1]);
    expect(elementAt(after, path!)?.textContent).toBe('next');
  });

  it('is null for an element outside the root, for the root itself and for nothing', () => {
    const root = tree(markup);
    const outside = document.createElement('button');
    document.body.append(outside, root);
    expect(pathWithin(root, outside)).toBeNull();
    expect(pathWithin(root, root)).toBeNull();
    expect(pathWithin(root, null)).toBeNull();
    root.remove();
    outside.remove();
  });

  it('finds nothing where the new markup has no element at that place', () => {
    const root = tree('<p>only</p>');
    expect(elementAt(root, [1, 0, 1])).toBeNull();
    expect(elementAt(root, [0, 3])).toBeNull();
    expect(elementAt(root, [])).toBe(root);
  });
});
