import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {starterBySlug, starters} from '../starters.ts';
import {starterSchema} from '../schemas.ts';

describe('starters data', () => {
  it('has two official and three community starters', () => {
    expect(starters.filter((s) => s.group === 'official')).toHaveLength(2);
    expect(starters.filter((s) => s.group === 'community')).toHaveLength(3);
  });

  it.each(['base', 'beauty', 'cms-base', 'pets', 'toy'])('has a page for /starters/%s', (slug) => {
    const starter = starterBySlug(slug);
    expect(starter.url).toBe(`/starters/${slug}`);
    expect(existsSync(join('src/pages/starters', `${slug}.tsx`))).toBe(true);
  });

  it.each(starters.map((s) => [s.slug, s] as const))('%s has its images in static/', (_slug, starter) => {
    expect(existsSync(join('static', starter.img))).toBe(true);
    expect(existsSync(join('static', starter.imgThumbnail))).toBe(true);
  });

  it.each(starters.map((s) => [s.slug, s] as const))('%s matches its schema', (_slug, starter) => {
    expect(starterSchema.safeParse(starter).error).toBeUndefined();
  });

  it('has unique slugs', () => {
    expect(new Set(starters.map((s) => s.slug)).size).toBe(starters.length);
  });

  it.each([
    ['an http demo URL', {demoURL: 'http://example.com'}],
    ['an empty feature list', {features: []}],
    ['a slug with capitals', {slug: 'Base'}],
    ['an image outside static/img/starters', {img: '/elsewhere.png'}],
    ['a repository that is not on GitHub', {gatsbyRepo: 'https://gitlab.com/vtex-sites/gatsby.store'}],
    ['a repository URL with a path below the repository', {nextRepo: 'https://github.com/vtex-sites/nextjs.store/tree/main'}],
  ])('rejects %s', (_label, patch) => {
    expect(starterSchema.safeParse({...starters[0], ...patch}).success).toBe(false);
  });

  it('throws a helpful error for an unknown slug', () => {
    expect(() => starterBySlug('nope')).toThrow(/No starter "nope"/);
  });
});
