/**
 * Every doc page of the build (both versions) ends its article with the "Was this page helpful?" prompt, five faces
 * that open the survey with their rating; no other page has it. Reads build/ (run after `npm run build`).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

const pages = htmlFiles('build').map((file) => ({file, $: load(readFileSync(file, 'utf8'))}));

/** The faces' names and the question, as English writes them, or as a translated locale's code.json does. */
const english = {
  question: 'Was this page helpful?',
  faces: ['Very unhelpful', 'Unhelpful', 'Neither helpful nor unhelpful', 'Helpful', 'Very helpful'],
};
const faceIds = ['veryUnhelpful', 'unhelpful', 'neutral', 'helpful', 'veryHelpful'].map((name) => `site.survey.rating.${name}`);
function wordsOf(file: string): typeof english {
  const locale = /^build\/([^/]+)\//.exec(file.split(path.sep).join('/'))?.[1];
  if (locale === undefined || !existsSync(path.join('i18n', locale, 'code.json'))) return english;
  const messages = JSON.parse(readFileSync(path.join('i18n', locale, 'code.json'), 'utf8')) as Record<string, {message: string}>;
  return {question: messages['site.survey.prompt']!.message, faces: faceIds.map((id) => messages[id]!.message)};
}
const docPages = pages.filter(({$}) => $('html').hasClass('docs-doc-page'));

describe('the "Was this page helpful?" prompt', () => {
  it('is on every doc page, current and v0, as the last thing of the article', () => {
    expect(docPages.length).toBeGreaterThan(150);
    expect(docPages.some(({file}) => file.includes(`${path.sep}v0${path.sep}`))).toBe(true);
    const missing = docPages
      .filter(({$}) => {
        const group = $('article [role="group"][aria-labelledby="feedback-prompt-question"]');
        if (group.length !== 1) return true;
        // Nothing of the doc follows it inside the article.
        return group.parentsUntil('article').toArray().some((ancestor) => $(ancestor).nextAll().length > 0) || group.nextAll().length > 0;
      })
      .map(({file}) => file);
    expect(missing).toEqual([]);
  });

  it('names the faces in English at the root and in each translated locale in its own words', () => {
    expect(wordsOf(path.join('build', 'quickstart.html'))).toEqual(english);
    for (const locale of ['pt-BR', 'es']) {
      expect(docPages.some(({file}) => file.startsWith(path.join('build', locale, ''))), locale).toBe(true);
      expect(wordsOf(path.join('build', locale, 'quickstart.html')).faces).not.toEqual(english.faces);
    }
  });

  it('offers the five faces, named, each opening the survey with its rating', () => {
    for (const {file, $} of docPages) {
      const faces = $('#feedback-prompt-question').parent().find('button[data-feedback-open="prompt"]');
      expect(
        faces.toArray().map((face) => [$(face).attr('data-feedback-rate'), $(face).attr('aria-label'), $(face).attr('aria-haspopup')]),
        file,
      ).toEqual(wordsOf(file).faces.map((name, index) => [String(index + 1), `${index + 1} – ${name}`, 'dialog']));
      expect($('#feedback-prompt-question').text(), file).toBe(wordsOf(file).question);
    }
  });

  it('is on no other page', () => {
    const others = pages.filter(({$}) => !$('html').hasClass('docs-doc-page') && $('[data-feedback-open="prompt"]').length > 0);
    expect(others.map(({file}) => file)).toEqual([]);
  });
});
