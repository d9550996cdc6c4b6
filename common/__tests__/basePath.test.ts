import {describe, expect, it} from 'vitest';
import {baseUrlProblem, stripBase, withBase} from '../basePath.ts';

describe('baseUrlProblem', () => {
  it.each(['/', '/docs/', '/a/b-c/', '/pt_BR/v1.2/'])('accepts %s', (value) => {
    expect(baseUrlProblem(value)).toBeNull();
  });

  it.each([
    ['docs/', 'start and end'],
    ['/docs', 'start and end'],
    ['', 'start and end'],
    ['//evil.example/', 'plain path'],
    ['/a//b/', 'plain path'],
    ['/a/../b/', 'plain path'],
    ['/a/./', 'plain path'],
    ['/a b/', 'plain path'],
    ['/a?b/', 'plain path'],
    ['/a#b/', 'plain path'],
    ['/a%2f/', 'plain path'],
    ['/a\\b/', 'plain path'],
  ])('refuses %j', (value, reason) => {
    expect(baseUrlProblem(value)).toContain(reason);
  });
});

describe('withBase', () => {
  it.each([
    ['/', '/', '/'],
    ['/', '/quickstart', '/quickstart'],
    ['/', '/search-index/en.json', '/search-index/en.json'],
    ['/docs/', '/', '/docs/'],
    ['/docs/', '/quickstart', '/docs/quickstart'],
    ['/docs/', '/how-to-guides/', '/docs/how-to-guides/'],
    ['/docs/', 'quickstart.md', '/docs/quickstart.md'],
    ['/a/b/', '/api/feedback', '/a/b/api/feedback'],
  ])('puts %s and %s together as %s (one slash between, the trailing slash kept)', (base, sitePath, expected) => {
    expect(withBase(base, sitePath)).toBe(expected);
  });
});

describe('stripBase', () => {
  it.each([
    ['/', '/', '/'],
    ['/', '/quickstart', '/quickstart'],
    ['/docs/', '/docs/', '/'],
    ['/docs/', '/docs/quickstart', '/quickstart'],
    ['/docs/', '/docs/how-to-guides/', '/how-to-guides/'],
    ['/docs/', '/docs/search?q=cart', '/search?q=cart'],
    ['/docs/', '/docs', null],
    ['/docs/', '/docsx/quickstart', null],
    ['/docs/', '/', null],
    ['/docs/', '/quickstart', null],
  ])('under %s, %s is the site path %s', (base, requestPath, expected) => {
    expect(stripBase(base, requestPath)).toBe(expected);
  });

  it.each(['/', '/docs/', '/a/b/'])('undoes withBase under %s', (base) => {
    for (const sitePath of ['/', '/quickstart', '/how-to-guides/', '/search-index/en.json']) expect(stripBase(base, withBase(base, sitePath))).toBe(sitePath);
  });
});
