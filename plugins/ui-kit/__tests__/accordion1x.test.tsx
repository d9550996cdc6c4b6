// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {useState} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import Accordion, {AccordionButton, AccordionItem, AccordionPanel} from '../kit/Accordion/Accordion1x.tsx';

afterEach(cleanup);

function Faq({prefixId, onChange}: {prefixId?: string; onChange?: (index: number) => void}) {
  const [indices, setIndices] = useState(new Set([0]));
  return (
    <Accordion
      indices={indices}
      onChange={(index) => {
        onChange?.(index);
        setIndices((open) => new Set(open.has(index) ? [...open].filter((item) => item !== index) : [...open, index]));
      }}>
      {['One', 'Two', 'Three'].map((title) => (
        <AccordionItem key={title} prefixId={prefixId}>
          <AccordionButton>{title}</AccordionButton>
          <AccordionPanel>{`${title} answer`}</AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const button = (name: string) => screen.getByRole('button', {name});

describe('the 1.x Accordion stand-in', () => {
  it('opens the items in indices and reports the activated index with onChange', () => {
    const onChange = vi.fn();
    render(<Faq onChange={onChange} />);
    expect([button('One'), button('Two')].map((item) => item.getAttribute('aria-expanded'))).toEqual(['true', 'false']);
    fireEvent.click(button('Two'));
    expect(onChange).toHaveBeenCalledWith(1);
    expect(button('Two').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Two answer').hidden).toBe(false);
    expect(screen.getByText('Three answer').hidden).toBe(true);
  });

  it.each([
    [undefined, 'button--1', 'panel--1'],
    ['faq', 'faq-button--1', 'faq-panel--1'],
  ])('with prefixId %j the ids are %s and %s', (prefixId, buttonId, panelId) => {
    render(<Faq prefixId={prefixId} />);
    expect(button('Two').id).toBe(buttonId);
    expect(button('Two').getAttribute('aria-controls')).toBe(panelId);
    expect(document.getElementById(panelId)?.getAttribute('aria-labelledby')).toBe(buttonId);
  });

  it('ArrowDown and ArrowUp move between the buttons, wrapping', () => {
    render(<Faq />);
    button('Three').focus();
    fireEvent.keyDown(button('Three'), {key: 'ArrowDown'});
    expect(document.activeElement).toBe(button('One'));
    fireEvent.keyDown(button('One'), {key: 'ArrowUp'});
    expect(document.activeElement).toBe(button('Three'));
  });

  it('a part outside an accordion says where it belongs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<AccordionPanel>Lost</AccordionPanel>)).toThrow('AccordionPanel must be rendered inside an Accordion and an AccordionItem');
  });
});
