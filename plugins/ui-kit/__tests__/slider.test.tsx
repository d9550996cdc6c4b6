// @vitest-environment jsdom
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react';
import {createRef} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import Slider from '../kit/Slider/index.tsx';

afterEach(cleanup);

function setup(step = 1) {
  const onChange = vi.fn();
  render(
    <Slider
      min={{absolute: 0, selected: 20}}
      max={{absolute: 100, selected: 80}}
      step={step}
      onChange={onChange}
      getAriaValueText={(value, thumb) => `${thumb}: $${value}`}
      minValueLabelComponent={(value) => <b>from {value}</b>}
      maxValueLabelComponent={(value) => <b>to {value}</b>}
    />,
  );
  const thumb = (name: 'Minimum' | 'Maximum') => screen.getByRole('slider', {name}) as HTMLInputElement;
  const typed = (name: 'Minimum' | 'Maximum') => screen.getByRole('spinbutton', {name}) as HTMLInputElement;
  return {onChange, thumb, typed};
}

describe('Slider thumbs stay a step apart', () => {
  it.each([
    ['drag min past max', 'Minimum', '95', {min: 79, max: 80}],
    ['drag min onto max', 'Minimum', '80', {min: 79, max: 80}],
    ['drag max below min', 'Maximum', '5', {min: 20, max: 21}],
    ['drag max onto min', 'Maximum', '20', {min: 20, max: 21}],
    ['drag min inside the range', 'Minimum', '50', {min: 50, max: 80}],
  ] as const)('%s', (_name, thumbName, value, expected) => {
    const {thumb} = setup();
    fireEvent.change(thumb(thumbName), {target: {value}});
    expect(Number(thumb('Minimum').value)).toBe(expected.min);
    expect(Number(thumb('Maximum').value)).toBe(expected.max);
  });

  it.each([
    ['typed min above max', 'Minimum', '500', {min: 79, max: 80}],
    ['typed max below min', 'Maximum', '-3', {min: 20, max: 21}],
    ['typed max above the absolute max', 'Maximum', '1000', {min: 20, max: 100}],
    ['typed text that is no number', 'Minimum', '', {min: 20, max: 80}],
  ] as const)('%s', (_name, field, value, expected) => {
    const {thumb, typed} = setup();
    fireEvent.change(typed(field), {target: {value}});
    fireEvent.blur(typed(field));
    expect(Number(thumb('Minimum').value)).toBe(expected.min);
    expect(Number(thumb('Maximum').value)).toBe(expected.max);
    expect(Number(typed(field).value)).toBe(expected[field === 'Minimum' ? 'min' : 'max']);
  });

  it('a typed value commits on Enter', () => {
    const {thumb, typed} = setup();
    fireEvent.change(typed('Maximum'), {target: {value: '60'}});
    fireEvent.keyDown(typed('Maximum'), {key: 'Enter'});
    expect(thumb('Maximum').value).toBe('60');
  });

  it('with a step, the values snap and stay a step apart', () => {
    const {thumb} = setup(10);
    fireEvent.change(thumb('Minimum'), {target: {value: '77'}});
    expect(thumb('Minimum').value).toBe('70');
  });

  it('reports changes with onChange, and not when a move is refused', () => {
    const {thumb, onChange} = setup();
    fireEvent.change(thumb('Minimum'), {target: {value: '95'}});
    expect(onChange).toHaveBeenLastCalledWith({min: 79, max: 80});
    onChange.mockClear();
    fireEvent.change(thumb('Minimum'), {target: {value: '90'}});
    expect(onChange).not.toHaveBeenCalled();
  });

  it('exposes aria-valuenow, the text getAriaValueText gives, and the value label components', () => {
    const {thumb} = setup();
    expect(thumb('Minimum').getAttribute('aria-valuenow')).toBe('20');
    expect(thumb('Minimum').getAttribute('aria-valuetext')).toBe('min: $20');
    expect(thumb('Maximum').getAttribute('aria-valuetext')).toBe('max: $80');
    expect(screen.getByTestId('store-slider').querySelector('[data-slider-values]')?.textContent).toBe('from 20to 80');
    fireEvent.change(thumb('Maximum'), {target: {value: '40'}});
    expect(thumb('Maximum').getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('to 40')).toBeTruthy();
  });

  it('without getAriaValueText or label components, the thumbs announce their number and no labels show', () => {
    render(<Slider min={{absolute: 0, selected: 10}} max={{absolute: 50, selected: 40}} />);
    expect(screen.getByRole('slider', {name: 'Minimum'}).getAttribute('aria-valuetext')).toBeNull();
    expect(screen.getByTestId('store-slider').querySelector('[data-slider-values]')).toBeNull();
  });

  it('the ref moves both thumbs with setSliderValues, kept inside the bounds', () => {
    const ref = createRef<{setSliderValues: (values: {min: number; max: number}) => void}>();
    render(<Slider ref={ref} min={{absolute: 0, selected: 10}} max={{absolute: 50, selected: 40}} />);
    act(() => ref.current!.setSliderValues({min: 5, max: 900}));
    expect((screen.getByRole('slider', {name: 'Minimum'}) as HTMLInputElement).value).toBe('5');
    expect((screen.getByRole('slider', {name: 'Maximum'}) as HTMLInputElement).value).toBe('50');
  });

  it('passes step, min and max to both thumbs', () => {
    const {thumb} = setup(5);
    for (const name of ['Minimum', 'Maximum'] as const) {
      expect([thumb(name).min, thumb(name).max, thumb(name).step]).toEqual(['0', '100', '5']);
    }
  });

  it('repairs a starting range whose thumbs cross', () => {
    render(<Slider min={{absolute: 0, selected: 90}} max={{absolute: 100, selected: 10}} />);
    expect((screen.getByRole('slider', {name: 'Minimum'}) as HTMLInputElement).value).toBe('9');
    expect((screen.getByRole('slider', {name: 'Maximum'}) as HTMLInputElement).value).toBe('10');
  });
});
