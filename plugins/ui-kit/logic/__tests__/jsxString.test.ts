import {describe, expect, it} from 'vitest';
import {exampleModule, jsxString, jsxText, tsString, type JsxValue} from '../jsxString.ts';

describe('jsxString', () => {
  it.each<[string, Array<[string, JsxValue]>, string | undefined, string]>([
    ['self-closing without props', [], undefined, '<Badge />'],
    ['string, number and true booleans', [['variant', 'error'], ['count', 3], ['disabled', true]], undefined, '<Input variant="error" count={3} disabled />'],
    ['false and undefined are left out', [['disabled', false], ['testId', undefined]], 'Buy', '<Button>Buy</Button>'],
    ['code values', [['onClick', {code: '() => {}'}]], 'Go', '<Button onClick={() => {}}>Go</Button>'],
    ['a string with a quote becomes an expression', [['title', 'Say "hi"']], undefined, '<Input title={"Say \\"hi\\""} />'],
    ['a string with an ampersand too, which JSX would read as an entity', [['title', 'a &amp; b']], undefined, '<Input title={"a &amp; b"} />'],
    ['braces, tags and backslashes stay in quotes', [['title', '{x} <b> \\']], undefined, '<Input title="{x} <b> \\" />'],
  ])('%s', (_name, props, children, expected) => {
    const name = expected.slice(1).split(/[ />]/)[0];
    expect(jsxString(name, props, children)).toBe(expected);
  });

  it('breaks long elements onto one attribute per line', () => {
    const code = jsxString('Slider', [['min', {code: '{absolute: 0, selected: 20}'}], ['max', {code: '{absolute: 100, selected: 80}'}], ['step', 1]]);
    expect(code).toBe('<Slider\n  min={{absolute: 0, selected: 20}}\n  max={{absolute: 100, selected: 80}}\n  step={1}\n/>');
  });

  it('keeps the attributes on the opening line when only the children need more lines', () => {
    expect(jsxString('Accordion', [['indices', {code: 'indices'}]], 'A\nB')).toBe('<Accordion indices={indices}>\n  A\n  B\n</Accordion>');
  });

  it('indents multi-line children', () => {
    expect(jsxString('Carousel', [], '<div>1</div>\n<div>2</div>')).toBe('<Carousel>\n  <div>1</div>\n  <div>2</div>\n</Carousel>');
  });
});

describe('jsxText', () => {
  it.each([
    ['Add to cart', 'Add to cart'],
    ['{x}', '{"{x}"}'],
    ['a < b', '{"a < b"}'],
    ['Tom & Jerry', '{"Tom & Jerry"}'],
    [' padded', '{" padded"}'],
    ['', ''],
  ])('%j', (text, expected) => {
    expect(jsxText(text)).toBe(expected);
  });
});

describe('exampleModule', () => {
  it('imports what it uses and returns a one-line element inline', () => {
    expect(exampleModule({name: 'Button', ui: ['Button'], jsx: '<Button>Buy</Button>'})).toBe(
      "import { Button } from '@faststore/ui'\n\nexport function ButtonExample() {\n  return <Button>Buy</Button>\n}\n",
    );
  });

  it('puts each name of a long import on its own line', () => {
    const names = ['ProductCard', 'ProductCardActions', 'ProductCardContent', 'ProductCardImage'];
    expect(exampleModule({name: 'ProductCard', ui: names, jsx: '<ProductCard />'}).split('\n\n')[0]).toBe(
      `import {\n${names.map((name) => `  ${name},`).join('\n')}\n} from '@faststore/ui'`,
    );
  });

  it('sorts the imports, keeps helpers above the component and state inside it', () => {
    expect(
      exampleModule({
        name: 'Modal',
        ui: ['Modal', 'Button', 'Button'],
        react: ['useState'],
        before: 'const title = "Hi"',
        setup: 'const [open, setOpen] = useState(false)',
        jsx: '<>\n  <Button />\n</>',
      }),
    ).toBe(
      [
        "import { useState } from 'react'",
        "import { Button, Modal } from '@faststore/ui'",
        '',
        'const title = "Hi"',
        '',
        'export function ModalExample() {',
        '  const [open, setOpen] = useState(false)',
        '',
        '  return (',
        '    <>',
        '      <Button />',
        '    </>',
        '  )',
        '}',
        '',
      ].join('\n'),
    );
  });
});

describe('tsString', () => {
  it.each([
    ['12rem', "'12rem'"],
    ["it's", "'it\\'s'"],
    ['a\\b', "'a\\\\b'"],
  ])('%j', (text, expected) => {
    expect(tsString(text)).toBe(expected);
  });
});
