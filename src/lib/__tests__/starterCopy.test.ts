import {describe, expect, it} from 'vitest';
import {starters} from '../../data/starters.ts';
import {copyCommand} from '../starterCopy.ts';

describe('copyCommand', () => {
  it.each([
    ['https://github.com/vtex-sites/gatsby.store', undefined, 'npx degit https://github.com/vtex-sites/gatsby.store my-store'],
    ['https://github.com/vtex-sites/nextjs.store', 'shop', 'npx degit https://github.com/vtex-sites/nextjs.store shop'],
  ])('copies %s into %s with %s', (url, folder, command) => {
    expect(copyCommand(url, folder)).toBe(command);
  });

  it.each(starters.flatMap((starter) => [starter.gatsbyRepo, starter.nextRepo].filter(Boolean).map((url) => [starter.slug, url!] as const)))(
    'the %s starter’s command names its repository %s',
    (_slug, url) => {
      expect(copyCommand(url)).toBe(`npx degit ${url} my-store`);
    },
  );
});
