// @vitest-environment jsdom
import {cleanup, render} from '@testing-library/react';
import React, {type ReactNode} from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import TypedCode from '@theme/TypedCode';
import TypedRuns from '@theme/TypedCode/TypedRuns';
import useTypedLines from '@theme/TypedCode/useTypedLines';
import {encodeMarks} from '../../../core/marks.ts';

afterEach(cleanup);

type Token = {content: string; types: string[]};
const token = (content: string): Token => ({content, types: ['plain']});

/** What the code highlighter does with a block: each line's tokens, with that line's popups when it has any. */
function Block({lines}: {lines: Token[][]}): ReactNode {
  const typedLine = useTypedLines();
  return lines.map((line, index) => {
    const typed = typedLine(index);
    const renderToken = (piece: Token, key: number) => <span key={key} className="token">{piece.content}</span>;
    return <div key={index} data-line={index}>{typed ? <TypedRuns line={line} typed={typed} renderToken={renderToken} /> : line.map(renderToken)}</div>;
  });
}

const lines = [[token('const cart = useCart()')], [token('return cart')], [token('useCart()')]];
const marks = encodeMarks([
  {line: 0, column: 13, length: 7, text: 'function useCart(): Cart'},
  {line: 0, column: 6, length: 4, text: 'const cart: Cart'},
  {line: 2, column: 0, length: 7, text: 'function useCart(): Cart'},
]);

describe('type popups through the theme path', () => {
  it('marks each typed run, cutting a token at the marks’ edges and keeping the line’s text', () => {
    const {container} = render(
      <TypedCode marks={marks} id="tc-1">
        <Block lines={lines} />
      </TypedCode>,
    );
    const first = container.querySelector('[data-line="0"]')!;
    expect(Array.from(first.querySelectorAll('.token')).map((piece) => piece.textContent)).toEqual(['const ', 'cart', ' = ', 'useCart', '()']);
    expect(Array.from(first.querySelectorAll('[data-type-popup]')).map((popup) => popup.textContent)).toEqual(['const cart: Cart', 'function useCart(): Cart']);
    expect(container.querySelector('[data-line="1"] [data-type-popup]')).toBeNull();
  });

  it('the first mark of a text is its keyboard stop, described by its tooltip; a repeat only shows it on hover', () => {
    const {container} = render(
      <TypedCode marks={marks} id="tc-1">
        <Block lines={lines} />
      </TypedCode>,
    );
    const useCart = container.querySelector('[data-line="0"] [aria-describedby="tc-1-0"]')!;
    expect(useCart.getAttribute('tabindex')).toBe('0');
    expect(useCart.textContent).toContain('useCart');
    const tooltip = container.querySelector('#tc-1-0')!;
    expect(tooltip.getAttribute('role')).toBe('tooltip');
    expect(tooltip.textContent).toBe('function useCart(): Cart');
    const repeat = container.querySelector('[data-line="2"] [data-type-popup]')!;
    expect(repeat.getAttribute('aria-hidden')).toBe('true');
    expect(repeat.getAttribute('role')).toBeNull();
    expect(repeat.parentElement!.hasAttribute('tabindex')).toBe(false);
    expect(container.querySelectorAll('[tabindex="0"]')).toHaveLength(2);
  });

  it('a block outside <TypedCode> has no popups at all', () => {
    const {container} = render(<Block lines={lines} />);
    expect(container.querySelector('[data-type-popup]')).toBeNull();
    expect(container.textContent).toBe('const cart = useCart()return cartuseCart()');
  });
});
