import {spawnSync} from 'node:child_process';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const status = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'plugins/i18n/status.ts', ...args], {cwd: root, encoding: 'utf8'});

/** The English pages under a folder, counted the way a reader meets them: every .md and .mdx file. */
function countPages(dir: string): number {
  return readdirSync(path.join(root, dir), {withFileTypes: true, recursive: true}).filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name)).length;
}

describe('npm run i18n:status', () => {
  it('reports every English page of docs/, the v0 docs and releases/ for the chosen locale, as JSON', () => {
    const result = status('pt-BR', '--json');
    expect(result.status, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as Array<{locale: string; pages: Array<{source: string; state: string}>}>;
    expect(report.map(({locale}) => locale)).toEqual(['pt-BR']);
    expect(report[0]!.pages).toHaveLength(countPages('docs') + countPages('versioned_docs/version-v0') + countPages('releases'));
    expect(new Set(report[0]!.pages.map(({state}) => state))).toSatisfy((states: Set<string>) => [...states].every((state) => ['current', 'outdated', 'untranslated'].includes(state)));
  });

  it('prints a summary line for each locale by default', () => {
    const result = status();
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^pt-BR: \d+ pages, \d+ current, \d+ outdated, \d+ untranslated/m);
    expect(result.stdout).toMatch(/^es: \d+ pages, /m);
  });

  it('with --check, fails exactly when a page of the chosen locales is outdated or untranslated', () => {
    const report = JSON.parse(status('--json').stdout) as Array<{pages: Array<{state: string}>}>;
    const allCurrent = report.every(({pages}) => pages.every(({state}) => state === 'current'));
    expect(status('--check').status).toBe(allCurrent ? 0 : 1);
  });

  it('refuses a locale it does not translate into, and an unknown flag, with its usage', () => {
    for (const args of [['fr'], ['--verbose']]) {
      const result = status(...args);
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(/Usage: npm run i18n:status -- \[pt-BR\|es\]/);
    }
  });
});
