import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {intentLocales, suiteOf} from '../intents.ts';
import {intentsA} from '../intents.a.ts';
import {intentsB} from '../intents.b.ts';
import {queryKinds} from '../suite.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const intents = [...intentsA, ...intentsB];

/** The source files of a page path, in English and in a translated locale. */
function sourcesOf(page: string, locale: 'en' | 'pt-BR' | 'es'): string[] {
  const release = /^\/releases\/(\d{4})\/(\d{2})\/(\d{2})\/(.+)$/.exec(page);
  if (release) {
    const file = `${release[1]}-${release[2]}-${release[3]}-${release[4]}`;
    const folder = locale === 'en' ? 'releases' : `i18n/${locale}/docusaurus-plugin-content-blog`;
    return ['.md', '.mdx'].map((extension) => path.join(root, folder, `${file}${extension}`));
  }
  const folder = locale === 'en' ? 'docs' : `i18n/${locale}/docusaurus-plugin-content-docs/current`;
  return ['.md', '.mdx', '/index.md', '/index.mdx'].map((suffix) => path.join(root, folder, `${page.slice(1)}${suffix}`));
}

describe('the intents asked in three languages', () => {
  it('are about 100, of every kind, each with a query per language and a page that answers it', () => {
    expect(intents.length).toBeGreaterThanOrEqual(95);
    for (const kind of queryKinds) expect(intents.filter((intent) => intent.kind === kind).length, kind).toBeGreaterThanOrEqual(7);
    for (const intent of intents) {
      for (const locale of intentLocales) expect(intent.queries[locale].trim(), `${intent.intent} (${locale})`).not.toBe('');
      expect(Object.values(intent.pages), intent.intent).toContain(2);
    }
    expect(new Set(intents.map((intent) => intent.intent)).size).toBe(intents.length);
  });

  it('grade pages that exist in English and in both translations', () => {
    const missing = intents.flatMap((intent) =>
      Object.keys(intent.pages).flatMap((page) =>
        intentLocales
          .filter((locale) => !sourcesOf(page, locale).some((file) => existsSync(file)))
          .map((locale) => `${page} (${locale}, for "${intent.intent}")`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it("give each locale's suite its own queries and the shared grades", () => {
    const suite = suiteOf(intents, 'pt-BR');
    expect(suite).toHaveLength(intents.length);
    expect(suite[0]).toEqual({query: intents[0]!.queries['pt-BR'], kind: intents[0]!.kind, pages: intents[0]!.pages});
    expect(suiteOf([{...intents[0]!, version: 'v0'}], 'es')[0]).toMatchObject({query: intents[0]!.queries.es, version: 'v0'});
  });
});
