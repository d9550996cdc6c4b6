// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import Accordion, {AccordionButton, AccordionItem, AccordionPanel} from '../kit/Accordion/index.tsx';

afterEach(cleanup);

function setup(props: {multiple?: boolean; defaultIndices?: number[]} = {}) {
  render(
    <Accordion {...props}>
      {['One', 'Two', 'Three'].map((title) => (
        <AccordionItem key={title}>
          <AccordionButton>{title}</AccordionButton>
          <AccordionPanel>{`${title} answer`}</AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>,
  );
  return (name: string) => screen.getByRole('button', {name});
}

const expanded = (button: HTMLElement) => button.getAttribute('aria-expanded');

describe('Accordion', () => {
  it('each button controls its panel, which is labelled by the button', () => {
    const button = setup()('Two');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.textContent).toBe('Two answer');
    expect(panel.getAttribute('aria-labelledby')).toBe(button.id);
  });

  it('toggles aria-expanded and the hidden panel on click', () => {
    const button = setup()('One');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect([expanded(button), panel.hidden]).toEqual(['false', true]);
    fireEvent.click(button);
    expect([expanded(button), panel.hidden]).toEqual(['true', false]);
    fireEvent.click(button);
    expect([expanded(button), panel.hidden]).toEqual(['false', true]);
  });

  it('closed panels stay in the document with their text', () => {
    setup();
    expect(screen.getByText('Three answer', {selector: '[hidden]'})).toBeTruthy();
  });

  it.each([
    [false, ['false', 'true', 'false']],
    [true, ['true', 'true', 'false']],
  ])('with multiple=%s, opening a second item leaves the first %o', (multiple, states) => {
    const get = setup({multiple, defaultIndices: [0]});
    fireEvent.click(get('Two'));
    expect(['One', 'Two', 'Three'].map((name) => expanded(get(name)))).toEqual(states);
  });

  it.each([
    ['One', 'ArrowDown', 'Two'],
    ['Three', 'ArrowDown', 'One'],
    ['One', 'ArrowUp', 'Three'],
    ['Two', 'ArrowUp', 'One'],
    ['Three', 'Home', 'One'],
    ['One', 'End', 'Three'],
  ])('from %s, %s focuses %s', (from, key, to) => {
    const get = setup();
    get(from).focus();
    fireEvent.keyDown(get(from), {key});
    expect(document.activeElement).toBe(get(to));
  });

  it('controlled: follows indices and reports the index to onChange', () => {
    const onChange = vi.fn();
    render(
      <Accordion indices={new Set([1])} onChange={onChange}>
        <AccordionItem>
          <AccordionButton>A</AccordionButton>
          <AccordionPanel>a</AccordionPanel>
        </AccordionItem>
        <AccordionItem>
          <AccordionButton>B</AccordionButton>
          <AccordionPanel>b</AccordionPanel>
        </AccordionItem>
      </Accordion>,
    );
    expect(expanded(screen.getByRole('button', {name: 'A'}))).toBe('false');
    expect(expanded(screen.getByRole('button', {name: 'B'}))).toBe('true');
    fireEvent.click(screen.getByRole('button', {name: 'A'}));
    expect(onChange).toHaveBeenCalledWith(0);
  });
});
