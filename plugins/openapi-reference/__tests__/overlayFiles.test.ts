import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {TRANSLATED_LOCALES} from '#i18n/core';
import {applyOverlay, overlayPath, proseTexts, readOverlay} from '../overlay.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const specFile = path.join(root, 'openapi/headless-cms.yaml');
const english: unknown = parse(readFileSync(specFile, 'utf8'));
/** Texts that are names, the same in every language. */
const names = new Set(['VTEX Headless CMS']);
const codeSpans = (text: string) => [...text.matchAll(/`[^`]+`/g)].map(([span]) => span).sort();

describe.each(TRANSLATED_LOCALES)('the %s overlay of the Headless CMS API description', (locale) => {
  const file = overlayPath(path.join(root, 'i18n', locale), specFile);
  const overlay = readOverlay(parse(readFileSync(file, 'utf8')), path.relative(root, file));
  const {description, texts} = applyOverlay(english, overlay, path.relative(root, file));
  const translated = proseTexts(description);

  it('translates every text of the description, each from the English text as it is now', () => {
    expect(texts.filter(({state}) => state !== 'current').map(({target, field, state}) => `${state}: ${target} ${field}`)).toEqual([]);
  });

  it('leaves no text in English but names', () => {
    const same = translated.filter(({text}, index) => text === proseTexts(english)[index]!.text && !names.has(text));
    expect(same.map(({target, field}) => `${target} ${field}`)).toEqual([]);
  });

  it('keeps every inline code span of the English text', () => {
    const englishTexts = proseTexts(english);
    for (const [index, {target, field, text}] of translated.entries()) {
      expect(codeSpans(text), `${target} ${field}`).toEqual(codeSpans(englishTexts[index]!.text));
    }
  });

  it('changes only prose: the description without its texts is the English one', () => {
    const strip = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (key, inner: unknown) => (['title', 'summary', 'description'].includes(key) && typeof inner === 'string' ? '' : inner)));
    expect(strip(description)).toEqual(strip(english));
  });
});
