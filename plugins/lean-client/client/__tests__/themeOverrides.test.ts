import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {themeOverrides} from '../../index.ts';
import {plainDateFormat} from '@site/common/dates.ts';

const require = createRequire(import.meta.url);

describe('theme overrides', () => {
  it('each pattern matches the theme module it stands in for, and its replacement exists', () => {
    const overrides = themeOverrides(process.cwd());
    // The package's exports hide these files from `require.resolve`; the bundler reaches them by relative imports.
    const themeFiles = [
      path.resolve('node_modules/@docusaurus/theme-common/lib/utils/IntlUtils.js'),
      path.resolve('node_modules/@docusaurus/core/lib/client/docusaurus.js'),
    ];
    for (const file of themeFiles) expect(existsSync(file), file).toBe(true);
    expect(overrides.map(({module}) => themeFiles.filter((file) => module.test(file)).map((file) => path.basename(file)))).toEqual([
      ['IntlUtils.js'],
      ['docusaurus.js'],
    ]);
    for (const {replacement} of overrides) expect(() => require.resolve(replacement)).not.toThrow();
  });

  it('writes the theme date formats exactly as Intl does', () => {
    const samples = [Date.UTC(2026, 10, 22, 23, 30), Date.UTC(2023, 2, 10), Date.UTC(2024, 1, 29, 0, 0, 1)];
    for (const options of [
      {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
      {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
    ] as const) {
      const plain = plainDateFormat('en', 'gregory', options);
      const intl = new Intl.DateTimeFormat('en', {calendar: 'gregory', ...options});
      for (const time of samples) expect(plain?.format(new Date(time))).toBe(intl.format(new Date(time)));
    }
  });

  it('leaves other locales, calendars and options to Intl', () => {
    const options = {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'} as const;
    expect(plainDateFormat('pt-BR', 'gregory', options)).toBeNull();
    expect(plainDateFormat('en', 'buddhist', options)).toBeNull();
    expect(plainDateFormat('en', 'gregory', {...options, weekday: 'long'})).toBeNull();
    expect(plainDateFormat('en', 'gregory', {...options, timeZone: 'America/Sao_Paulo'})).toBeNull();
  });
});
