/**
 * Every doc page of the build (both versions) ends its article with the "Was this page helpful?" prompt, five faces
 * that open the survey with their rating; no other page has it. Reads build/ (run after `npm run build`).
 */
import {readdirSync, readFileSync} from 'node:fs';
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

  it('offers the five faces, named, each opening the survey with its rating', () => {
    for (const {file, $} of docPages) {
      const faces = $('#feedback-prompt-question').parent().find('button[data-feedback-open="prompt"]');
      expect(
        faces.toArray().map((face) => [$(face).attr('data-feedback-rate'), $(face).attr('aria-label'), $(face).attr('aria-haspopup')]),
        file,
      ).toEqual([
        ['1', '1 – Very unhelpful', 'dialog'],
        ['2', '2 – Unhelpful', 'dialog'],
        ['3', '3 – Neither helpful nor unhelpful', 'dialog'],
        ['4', '4 – Helpful', 'dialog'],
        ['5', '5 – Very helpful', 'dialog'],
      ]);
      expect($('#feedback-prompt-question').text(), file).toBe('Was this page helpful?');
    }
  });

  it('is on no other page', () => {
    const others = pages.filter(({$}) => !$('html').hasClass('docs-doc-page') && $('[data-feedback-open="prompt"]').length > 0);
    expect(others.map(({file}) => file)).toEqual([]);
  });
});
