import {readFileSync} from 'node:fs';
import path from 'node:path';
import {transformSync} from 'esbuild';
import {describe, expect, it} from 'vitest';
import {tabsModule, tabsSource} from '../index';
import {tabsRemountLines, tabsWithoutRemount} from '../tabsInPlace';

const file = tabsSource();
const published = readFileSync(file, 'utf8');
const styles = path.join(path.dirname(file), 'styles.module.css');

describe('tabsWithoutRemount', () => {
  it('finds each rewritten line of the installed classic theme exactly once', () => {
    for (const line of Object.values(tabsRemountLines)) expect(published.split(line)).toHaveLength(2);
    expect(tabsModule.test(file)).toBe(true);
  });

  it('drops the key that rebuilt the tabs after hydration, and nothing else', () => {
    const out = tabsWithoutRemount(published, styles);
    expect(out).not.toContain('isBrowser');
    expect(out).not.toContain('useIsBrowser');
    expect(out).not.toMatch(/\bkey=\{String\(/);
    expect(out).not.toContain('Remount tabs');
    // Still a module the bundler can compile.
    expect(() => transformSync(out, {loader: 'jsx', format: 'esm'})).not.toThrow();
    // The provider and the tabs are rendered as before.
    expect(out).toMatch(/<TabsProvider\s+value=\{value\}[^>]*>\s*<TabsContainer className=\{props\.className\}>/);
    // The copy lives elsewhere: its CSS module is the original file, so the class names are the same.
    expect(out).toContain(`from ${JSON.stringify(styles)};`);
    expect(out).not.toMatch(/from '\.\//);
    const removed = Object.values(tabsRemountLines).reduce((sum, line) => sum + line.length, 0);
    expect(published.length - out.length).toBeLessThan(removed);
  });

  it('refuses a changed module instead of shipping it unpatched', () => {
    expect(() => tabsWithoutRemount(published.replace(tabsRemountLines.key, '\n      key="x">'), styles)).toThrow(/theme-classic's Tabs changed/);
    expect(() => tabsWithoutRemount(published + tabsRemountLines.localImport, styles)).toThrow(/not found exactly once/);
  });
});
