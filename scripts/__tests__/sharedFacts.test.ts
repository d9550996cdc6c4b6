/**
 * A fact about FastStore's history that several pages state is stated the same way everywhere: the
 * list and the values live in scripts/lib/sharedFacts.ts, each checked against FastStore's tags,
 * commits and the starters' history.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {readAllContent, splitCode} from '../lib/content.ts';
import {disagreement, factStatements, sharedFacts, wrongAdvice, wrongAdviceIn, type SharedFact} from '../lib/sharedFacts.ts';

function fact(id: string): SharedFact {
  const found = sharedFacts.find((f) => f.id === id);
  if (!found) throw new Error(`no shared fact ${id}`);
  return found;
}

describe('factStatements and disagreement', () => {
  it.each([
    ['the agreed version', 'Events have `name` and `params` since FastStore 1.3.17 (December 2021).', 'event-shape', undefined],
    ['another version', 'From 1.4.0 on an event carries `name` and `params`.', 'event-shape', expect.stringContaining('names 1.4.0')],
    ['another month', 'Events carry `name` and `params` since January 2022.', 'event-shape', expect.stringContaining('names January 2022')],
    ['the prefix with published labels', '`@faststore/ui` 1.12.5 renders `data-store-`, and 1.12.11 renders `data-fs-`.', 'data-attribute-prefix', undefined],
    // 1.12.17 is the first @faststore/ui 1.12.x that this machine's sparse registry mirror lists, not the first with the rename.
    ['the prefix from a later version than the rename', '`@faststore/ui` 1.12.5 renders `data-store-`, and 1.12.17 renders `data-fs-`.', 'data-attribute-prefix', expect.stringContaining('names 1.12.17')],
    ['the prefix with a version that never renamed it', '`data-store-` until 1.12.10, `data-fs-` after.', 'data-attribute-prefix', expect.stringContaining('names 1.12.10')],
    ['validateCart with channel and locale but no version', 'The cart is then validated with the channel and locale of the session.', 'validate-cart-channel-locale', expect.stringContaining('without its version or date')],
    ['validateCart with channel and locale dated', 'validateCart validates the cart with the channel and locale from FastStore 1.12.37 (March 2023).', 'validate-cart-channel-locale', undefined],
    ['the sync in another release', 'Use `enableOrderFormSync` from 1.9.0 (June 2022) on.', 'order-form-sync', expect.stringContaining('names 1.9.0, June 2022')],
    ['the channel facet from the release that has it', 'The channel is a search facet since FastStore 1.6.26 (March 2022).', 'channel-json-facet', undefined],
    ['the channel facet dated by its release notes', 'The sales channel became a JSON facet in April 2022.', 'channel-json-facet', expect.stringContaining('names April 2022')],
    ['builder folders from the plugin that has them', 'From version 1.0.7 of the CLI plugin, sync one builder with `vtex cms:sync faststore`.', 'cms-plugin-builder-folders', undefined],
    ['builder folders from an earlier plugin', 'With version 1.0.6 or later of the plugin, keep one sub-folder per builder.', 'cms-plugin-builder-folders', expect.stringContaining('names 1.0.6')],
  ])('%s', (_name, sentence, id, expected) => {
    const statements = factStatements(sentence).filter((s) => s.fact.id === id);
    expect(statements).toHaveLength(1);
    expect(disagreement(statements[0]!)).toEqual(expected);
  });

  it('leaves alone a sentence with no version or date', () => {
    expect(factStatements('Events carry `name` and `params`.').filter((s) => s.fact === fact('event-shape'))).toEqual([]);
  });
});

describe('facts stated on several pages agree', () => {
  const statements = readAllContent().flatMap((page) => {
    const firstLine = readFileSync(page.file, 'utf8').split('\n').length - page.body.split('\n').length;
    return factStatements(splitCode(page.body).prose).map((s) => ({...s, file: page.file, line: s.line + firstLine}));
  });

  it.each(sharedFacts.map((f) => [f.id, f]))('%s is stated on enough pages for the rule to hold something', (_id, f) => {
    expect(new Set(statements.filter((s) => s.fact === f).map((s) => s.file)).size).toBeGreaterThanOrEqual(f.minPages);
  });

  it.each(sharedFacts.map((f) => [f.id, f]))('every page states %s the same way', (_id, f) => {
    const problems = statements
      .filter((s) => s.fact === f)
      .flatMap((s) => {
        const problem = disagreement(s);
        return problem ? [`${s.file}:${s.line} ${problem}`] : [];
      });
    expect(problems).toEqual([]);
  });
});

describe('wrongAdviceIn', () => {
  it.each([
    ['the cursor handed back as after', 'Pass `endCursor` as the `after` argument to fetch the next three.', ['end-cursor-as-after']],
    ['after filled from the cursor', 'Set `after` to `pageInfo.endCursor` and run the query again.', ['end-cursor-as-after']],
    ['a warning against it', 'Do not pass `pageInfo.endCursor` back as `after`; it holds the total count.', []],
    ['the offset', 'To fetch the next three, send `after: "3"`.', []],
  ])('%s', (_name, sentence, ids) => {
    expect(wrongAdviceIn(sentence).map((found) => found.advice.id)).toEqual(ids);
  });
});

describe('no page gives advice the source shows to be wrong', () => {
  const pages = readAllContent();

  it.each(wrongAdvice.map((a) => [a.id, a]))('%s', (_id, advice) => {
    const problems = pages.flatMap((page) => {
      const firstLine = readFileSync(page.file, 'utf8').split('\n').length - page.body.split('\n').length;
      return wrongAdviceIn(splitCode(page.body).prose, [advice]).map((found) => `${page.file}:${found.line + firstLine} ${found.sentence} (${advice.fact})`);
    });
    expect(problems).toEqual([]);
  });
});
