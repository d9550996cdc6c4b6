/**
 * Each translated locale's code.json translates every interface string our code declares (`site.*` and `search.*`
 * ids), keeps its placeholders and plural forms, and holds no string the code no longer declares.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeStringsOf, placeholdersOf, pluralFormsOf, type CodeString} from '../codeStrings.ts';
import {TRANSLATED_LOCALES} from '../paths.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const ours = /^(site|search)\./;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(root, dir), {withFileTypes: true})) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!['node_modules', '__tests__', 'starter'].includes(entry.name)) yield* sourceFiles(relative);
    } else if (/\.tsx?$/.test(entry.name)) yield relative;
  }
}

const declared: CodeString[] = [...sourceFiles('src'), ...sourceFiles('plugins'), 'docusaurus.config.ts'].flatMap((file) =>
  codeStringsOf(readFileSync(path.join(root, file), 'utf8'), file).filter(({id}) => ours.test(id)),
);
const byId = new Map<string, CodeString>();
for (const string of declared) if (!byId.has(string.id) || byId.get(string.id)!.message === undefined) byId.set(string.id, string);

describe('the interface strings our code declares', () => {
  it('are found', () => {
    expect(byId.size).toBeGreaterThan(20);
  });

  it('give one English message per id', () => {
    const messages = new Map<string, Set<string>>();
    for (const {id, message} of declared) if (message !== undefined) messages.set(id, (messages.get(id) ?? new Set()).add(message));
    expect([...messages].filter(([, set]) => set.size > 1).map(([id, set]) => `${id}: ${[...set].join(' / ')}`)).toEqual([]);
  });
});

describe.each(TRANSLATED_LOCALES)('i18n/%s/code.json', (locale) => {
  const translations = JSON.parse(readFileSync(path.join(root, 'i18n', locale, 'code.json'), 'utf8')) as Record<string, {message: string}>;

  it('translates every string the code declares', () => {
    const missing = [...byId.values()].filter(({id}) => !translations[id]?.message?.trim()).map(({id, file}) => `${id} (${file})`);
    expect(missing).toEqual([]);
  });

  it('keeps each English message’s placeholders and plural forms', () => {
    const differing = [...byId.values()]
      .filter(({id, message}) => message !== undefined && translations[id] !== undefined)
      .filter(({id, message}) => {
        const translated = translations[id]!.message;
        return placeholdersOf(translated).join() !== placeholdersOf(message!).join() || pluralFormsOf(translated) !== pluralFormsOf(message!);
      })
      .map(({id}) => id);
    expect(differing).toEqual([]);
  });

  it('holds no string the code no longer declares', () => {
    expect(Object.keys(translations).filter((id) => ours.test(id) && !byId.has(id))).toEqual([]);
  });
});
