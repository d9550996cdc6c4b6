import {describe, expect, it} from 'vitest';
import {jsxString, type JsxValue} from '../jsxString';

describe('jsxString', () => {
  it.each<[string, Array<[string, JsxValue]>, string | undefined, string]>([
    ['self-closing without props', [], undefined, '<Badge />'],
    ['string, number and true booleans', [['variant', 'info'], ['count', 3], ['disabled', true]], undefined, '<Badge variant="info" count={3} disabled />'],
    ['false and undefined are left out', [['disabled', false], ['label', undefined]], 'Buy', '<Button>Buy</Button>'],
    ['code values', [['onClick', {code: '() => {}'}]], 'Go', '<Button onClick={() => {}}>Go</Button>'],
    ['quotes are escaped', [['label', 'Say "hi"']], undefined, '<Input label="Say \\"hi\\"" />'],
  ])('%s', (_name, props, children, expected) => {
    const name = expected.slice(1).split(/[ />]/)[0];
    expect(jsxString(name, props, children)).toBe(expected);
  });

  it('breaks long elements onto one attribute per line', () => {
    const code = jsxString('Slider', [['min', {code: '{absolute: 0, selected: 20}'}], ['max', {code: '{absolute: 100, selected: 80}'}], ['step', 1]]);
    expect(code).toBe('<Slider\n  min={{absolute: 0, selected: 20}}\n  max={{absolute: 100, selected: 80}}\n  step={1}\n/>');
  });

  it('indents multi-line children', () => {
    expect(jsxString('Carousel', [], '<div>1</div>\n<div>2</div>')).toBe('<Carousel>\n  <div>1</div>\n  <div>2</div>\n</Carousel>');
  });
});
