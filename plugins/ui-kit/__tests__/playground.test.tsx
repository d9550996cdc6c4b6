// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {useState} from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import {numberProblem} from '../logic/controls.ts';
import {playgroundSpec, playgroundSpecs, specsAt} from '../registry.ts';
import PropsPanel from '../theme/Playground/PropsPanel.tsx';
import {codeFor} from '../code.ts';
import {defaultValues, type PlaygroundSpec} from '../types.ts';

afterEach(cleanup);

/** The panel, the live component and the code, wired as Playground wires them (without the lazy loading). */
function Harness({spec}: {spec: PlaygroundSpec}) {
  const [values, setValues] = useState(() => defaultValues(spec));
  return (
    <>
      <div data-testid="demo">{spec.render(values)}</div>
      <PropsPanel spec={spec} values={values} onChange={setValues} />
      <pre data-testid="code">{codeFor(spec, values)}</pre>
    </>
  );
}

const control = (name: string) => document.querySelector<HTMLInputElement & HTMLSelectElement>(`[data-prop="${name}"]`)!;
const code = () => screen.getByTestId('code').textContent;

describe('prop specs', () => {
  it.each(playgroundSpecs.map((spec) => [spec.name, spec] as const))('%s renders its defaults, imports itself in the code and has a control per prop', (name, spec) => {
    render(<Harness spec={spec} />);
    expect(screen.getByTestId('demo').innerHTML).not.toBe('');
    expect(code()).toMatch(new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '@faststore/ui'`));
    for (const entry of spec.controls) expect(screen.getByLabelText(entry.name)).toBe(control(entry.name));
  });

  it.each(playgroundSpecs.map((spec) => [spec.name, spec] as const))('%s starts from values its controls take and its props take together', (_name, spec) => {
    for (const entry of spec.controls) {
      if (entry.type === 'number') expect(numberProblem(entry, String(entry.default)), entry.name).toBeNull();
      if (entry.type === 'enum') expect(entry.options, entry.name).toContain(entry.default);
    }
    expect(spec.refuse?.(defaultValues(spec)) ?? null).toBeNull();
  });

  it('every level has components, and an unknown name throws with the fix', () => {
    expect(specsAt('atoms').length).toBeGreaterThan(5);
    expect(specsAt('molecules').length).toBeGreaterThan(5);
    expect(specsAt('organisms').map((spec) => spec.name)).toEqual(['Hero']);
    expect(() => playgroundSpec('Nope')).toThrow(/registry\.ts/);
  });
});

describe('the props panel', () => {
  it.each([
    ['boolean', 'Button', 'disabled', 'checkbox'],
    ['enum', 'Input', 'variant', 'select-one'],
    ['string', 'Button', 'children', 'text'],
    ['number', 'Price', 'value', 'number'],
  ])('a %s prop gets a %s control', (_type, name, prop, inputType) => {
    render(<Harness spec={playgroundSpec(name)} />);
    expect(control(prop).type).toBe(inputType);
  });

  it.each([
    ['Button', 'disabled', true, '<Button disabled>', (demo: HTMLElement) => demo.querySelector('button:disabled')],
    ['Button', 'children', 'Buy now', '<Button>Buy now</Button>', (demo: HTMLElement) => (demo.textContent === 'Buy now' ? demo : null)],
    ['Input', 'variant', 'error', 'variant="error"', (demo: HTMLElement) => demo.querySelector('input[data-error]')],
    ['Price', 'value', 10, 'value={10}', (demo: HTMLElement) => (demo.textContent === '$10.00' ? demo : null)],
    ['Carousel', 'controls', 'navigationArrows', 'controls="navigationArrows"', (demo: HTMLElement) => (demo.querySelector('[role="tablist"]') ? null : demo)],
    ['AggregateRating', 'value', 2, 'value={2}', (demo: HTMLElement) => demo.querySelector('[aria-label="Rated 2 out of 5"]')],
  ] as const)('changing %s %s updates both the demo and the code', (name, prop, value, text, inDemo) => {
    render(<Harness spec={playgroundSpec(name)} />);
    const demo = screen.getByTestId('demo');
    expect(code()).not.toContain(text);
    expect(inDemo(demo)).toBeNull();
    const element = control(prop);
    if (typeof value === 'boolean') fireEvent.click(element);
    else fireEvent.change(element, {target: {value: String(value)}});
    expect(code()).toContain(text);
    expect(inDemo(demo)).not.toBeNull();
  });

  it('a prop back at its 1.x default leaves the code', () => {
    render(<Harness spec={playgroundSpec('Input')} />);
    fireEvent.change(control('variant'), {target: {value: 'error'}});
    fireEvent.change(control('variant'), {target: {value: ''}});
    expect(code()).not.toContain('variant');
    expect(control('variant').selectedOptions[0].textContent).toBe('undefined');
  });

  it.each([
    ['AggregateRating', 'value', '7', 'value takes 0 to 5, not 7; the demo keeps 3.5.', 'value={3.5}'],
    ['AggregateRating', 'value', '3.7', 'value takes steps of 0.5 from 0, not 3.7; the demo keeps 3.5.', 'value={3.5}'],
    ['ProductCard', 'AggregateRating.value', '7', 'AggregateRating.value takes 0 to 5, not 7; the demo keeps 4.5.', 'value={4.5}'],
    ['Slider', 'min.selected', '400', 'min.selected must be at least one step below max.selected; the demo keeps 50.', 'selected: 50'],
    ['Link', 'children', '', 'children: a link needs text, or readers cannot tell where it goes; the demo keeps "Shipping policy".', '>Shipping policy</Link>'],
  ])('%s refuses %s = %j, says why and keeps the value and what was typed', (name, prop, typed, message, kept) => {
    render(<Harness spec={playgroundSpec(name)} />);
    const demoBefore = screen.getByTestId('demo').innerHTML;
    fireEvent.change(control(prop), {target: {value: typed}});
    expect(control(prop).value).toBe(typed);
    expect(control(prop).getAttribute('aria-invalid')).toBe('true');
    const problem = document.getElementById(control(prop).getAttribute('aria-describedby')!)!;
    expect(problem.textContent).toBe(message);
    expect(document.querySelector('[data-playground-announcer]')!.textContent).toBe(message);
    expect(code()).toContain(kept);
    expect(screen.getByTestId('demo').innerHTML).toBe(demoBefore);
  });

  it('a refused value typed over by one the prop takes applies it and clears the message', () => {
    render(<Harness spec={playgroundSpec('AggregateRating')} />);
    fireEvent.change(control('value'), {target: {value: '7'}});
    fireEvent.change(control('value'), {target: {value: '5'}});
    expect(control('value').hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById(control('value').getAttribute('aria-describedby')!)!.textContent).toBe('');
    expect(document.querySelector('[data-playground-announcer]')!.textContent).toBe('');
    expect(code()).toContain('value={5}');
  });
});
