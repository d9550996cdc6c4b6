import {describe, expect, it} from 'vitest';
import {exampleFileName, exampleMode, importsFaststore, titlePath} from '../core/examples';
import {cleanSignature} from '../core/project';

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
