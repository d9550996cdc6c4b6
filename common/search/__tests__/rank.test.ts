import {describe, expect, it} from 'vitest';
import {inContext, kindLabel, sectionHits} from '../rank.ts';
import type {PageSection} from '../types.ts';

describe('kindLabel', () => {
  it.each([
    ['release', 'default', 'Release notes'],
    ['starter', 'default', 'Starters'],
    ['docs', 'docs-default-current', 'Docs'],
    ['docs', 'docs-default-v0', 'Docs v0'],
    ['page', 'default', 'Page'],
  ] as const)('%s with tag %s is labelled %s', (kind, tag, label) => {
    expect(kindLabel(kind, tag)).toBe(label);
  });
});

describe('inContext', () => {
  it.each([
    ['docs-default-current', ['default', 'docs-default-current'], true],
    ['docs-default-v0', ['default', 'docs-default-current'], false],
    ['docs-default-v0', ['default', 'docs-default-v0'], true],
    ['docs-default-current', ['default', 'docs-default-v0'], false],
    ['default', ['default', 'docs-default-v0'], true],
    ['default', [], true],
  ])('a page tagged %s read with %j: %s', (tag, context, expected) => {
    expect(inContext(tag, context)).toBe(expected);
  });
});

describe('sectionHits', () => {
  const sections: PageSection[] = [
    ['', '', 'Intro mentions cart once.'],
    ['validate', 'validateCart', 'Checks the cart. The cart may change.'],
    ['session', 'Session', 'Nothing relevant.'],
  ];

  it('lists matching sections, most matches first, with their counts', () => {
    expect(sectionHits(sections, ['cart']).map((hit) => [hit.anchor, hit.count])).toEqual([
      ['validate', 2],
      ['', 1],
    ]);
  });

  it('counts a match in the heading', () => {
    expect(sectionHits(sections, ['validatecart']).map((hit) => [hit.anchor, hit.count])).toEqual([['validate', 1]]);
  });

  it('is empty when nothing matches', () => {
    expect(sectionHits(sections, ['absent'])).toEqual([]);
  });

  const component: PageSection[] = [
    ['', '', 'The Button runs an action.'],
    ['usage', 'Usage', 'Import the Button. A Button takes children. Wrap the Button in a form. Button props pass through.'],
    ['props', 'Props', 'Every native button attribute, plus testId.'],
    ['styling', 'Styling', 'Target the button through data-fs-button.'],
  ];

  it.each([
    [['button', 'props'], [['button'], ['props']], 'props'],
    [['styling', 'style', 'button'], [['styling', 'style'], ['button']], 'styling'],
    [['button'], [['button']], 'usage'],
  ])('opens %j at the section whose heading holds a query word before one that only repeats them: #%s', (terms, groups, anchor) => {
    expect(sectionHits(component, terms, groups)[0]?.anchor).toBe(anchor);
  });

  it('counts two words of one query word once', () => {
    // "styled" reached style and styling: the Usage section's two of them are one query word, not two.
    const sectionsWithForms: PageSection[] = [
      ['a', 'Overview', 'style and styling of a card'],
      ['b', 'Overview', 'styling a card image'],
    ];
    expect(sectionHits(sectionsWithForms, ['style', 'styling', 'card', 'image'], [['style', 'styling'], ['card'], ['image']])[0]?.anchor).toBe('b');
  });
});
