// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {useState} from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import {playgroundSpec, playgroundSpecs, specsAt} from '../registry';
import PropsPanel from '../theme/Playground/PropsPanel';
import {codeFor, defaultValues, type PlaygroundSpec} from '../types';

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

describe('prop specs', () => {
  it.each(playgroundSpecs.map((spec) => [spec.name, spec] as const))('%s renders its defaults and names itself in the code', (name, spec) => {
    render(<Harness spec={spec} />);
    expect(screen.getByTestId('demo').innerHTML).not.toBe('');
    expect(screen.getByTestId('code').textContent).toContain(name === 'Radio' ? '<Radio' : `<${name}`);
    for (const entry of spec.controls) expect(control(entry.name)).toBeTruthy();
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
    ['enum', 'Button', 'variant', 'select-one'],
    ['string', 'Button', 'children', 'text'],
    ['number', 'Price', 'value', 'number'],
  ])('a %s prop gets a %s control', (_type, name, prop, inputType) => {
    render(<Harness spec={playgroundSpec(name)} />);
    expect(control(prop).type).toBe(inputType);
    expect(screen.getByLabelText(prop)).toBe(control(prop));
  });

  it.each([
    ['Button', 'variant', 'secondary', 'variant="secondary"', (demo: HTMLElement) => demo.querySelector('[data-fs-button="secondary"]')],
    ['Button', 'disabled', true, '<Button disabled>', (demo: HTMLElement) => demo.querySelector('button:disabled')],
    ['Button', 'children', 'Buy now', '>Buy now</Button>', (demo: HTMLElement) => (demo.textContent === 'Buy now' ? demo : null)],
    ['Price', 'value', 10, 'value={10}', (demo: HTMLElement) => (demo.textContent === '$10.00' ? demo : null)],
    ['Carousel', 'controls', 'navigationArrows', 'controls="navigationArrows"', (demo: HTMLElement) => (demo.querySelector('[role="tablist"]') ? null : demo)],
  ] as const)('changing %s %s updates both the demo and the code', (name, prop, value, code, inDemo) => {
    render(<Harness spec={playgroundSpec(name)} />);
    const demo = screen.getByTestId('demo');
    expect(screen.getByTestId('code').textContent).not.toContain(code);
    expect(inDemo(demo)).toBeNull();
    const element = control(prop);
    if (typeof value === 'boolean') fireEvent.click(element);
    else fireEvent.change(element, {target: {value: String(value)}});
    expect(screen.getByTestId('code').textContent).toContain(code);
    expect(inDemo(demo)).not.toBeNull();
  });

  it('a prop back at the component default leaves the code', () => {
    render(<Harness spec={playgroundSpec('Button')} />);
    fireEvent.change(control('variant'), {target: {value: 'tertiary'}});
    fireEvent.change(control('variant'), {target: {value: 'primary'}});
    expect(screen.getByTestId('code').textContent).toBe('<Button>Add to cart</Button>');
  });
});
