import {describe, expect, it} from 'vitest';
import {exampleFileName, exampleMode, importsFaststore, titlePath} from '../core/examples.ts';
import {cleanSignature} from '../core/project.ts';
import {encodeMarks, marksByLine, segmentLine, type EncodedMarks} from '../core/marks.ts';

describe('example rules', () => {
  it.each([
    ['', 'module'],
    ['partial', 'partial'],
    ['title="src/a.tsx" partial', 'partial'],
    ['signature', 'signature'],
    ['title="partial.tsx"', 'module'],
  ] as const)('meta %j is a %s block', (meta, mode) => {
    expect(exampleMode(meta)).toBe(mode);
  });

  it.each([
    ['title="src/components/LivePrice.tsx"', 'src/components/LivePrice.tsx'],
    ['title="lighthouserc.js"', 'lighthouserc.js'],
    ['title="Gatsby data layer"', undefined],
    ['title="../outside.ts"', undefined],
    ['title="/abs.ts"', undefined],
  ])('title %j names the file %j', (meta, path) => {
    expect(titlePath(meta)).toBe(path);
  });

  it.each([
    ["import { Button } from '@faststore/ui'", true],
    ["import type { Cart } from '@faststore/sdk'", true],
    ["const lh = require('@faststore/lighthouse').default", true],
    ["import { useState } from 'react'", false],
    ["// see @faststore/ui for more", false],
  ])('%j imports FastStore: %s', (code, expected) => {
    expect(importsFaststore(code)).toBe(expected);
  });

  it('places a block at its title, else by its line, and a signature as TypeScript', () => {
    expect(exampleFileName({lang: 'tsx', meta: '', line: 12})).toBe('src/example-12.tsx');
    expect(exampleFileName({lang: 'js', meta: 'title="lighthouserc.js"', line: 3})).toBe('lighthouserc.js');
    expect(exampleFileName({lang: 'ts', meta: 'signature', line: 7})).toBe('src/signature-7.ts');
  });

  it('shows an imported name without the alias wording', () => {
    expect(cleanSignature('(alias) const Button: ForwardRefExoticComponent<ButtonProps>\nimport Button')).toBe('const Button: ForwardRefExoticComponent<ButtonProps>');
  });
});

describe('type marks', () => {
  const plain = (content: string) => ({content, types: ['plain']});

  it('stores each text once and finds the first mark of each', () => {
    const encoded = JSON.parse(
      encodeMarks([
        {line: 0, column: 9, length: 6, text: 'const Button'},
        {line: 3, column: 2, length: 6, text: 'const Button'},
        {line: 3, column: 12, length: 4, text: 'const Link'},
      ]),
    ) as EncodedMarks;
    expect(encoded.texts).toEqual(['const Button', 'const Link']);
    const byLine = marksByLine(encoded);
    expect(byLine.get(0)?.map((mark) => mark.first)).toEqual([true]);
    expect(byLine.get(3)?.map((mark) => [mark.start, mark.first])).toEqual([
      [2, false],
      [12, true],
    ]);
  });

  it('cuts a token that a mark starts or ends inside, and keeps the text whole', () => {
    const line = [{content: 'import', types: ['keyword']}, plain(' { Button } '), {content: 'from', types: ['keyword']}];
    const runs = segmentLine(line, [{start: 9, end: 15, text: 'const Button', textIndex: 0, first: true}]);
    expect(runs.map((run) => [run.tokens.map((token) => token.content).join(''), run.mark?.text])).toEqual([
      ['import { ', undefined],
      ['Button', 'const Button'],
      [' } from', undefined],
    ]);
    expect(runs.flatMap((run) => run.tokens).map((token) => token.content).join('')).toBe('import { Button } from');
  });

  it('spans a mark over several tokens', () => {
    const runs = segmentLine([plain('a'), plain('bc'), plain('d')], [{start: 0, end: 3, text: 't', textIndex: 0, first: true}]);
    expect(runs.map((run) => [run.tokens.length, run.mark?.text])).toEqual([
      [2, 't'],
      [1, undefined],
    ]);
  });
});
