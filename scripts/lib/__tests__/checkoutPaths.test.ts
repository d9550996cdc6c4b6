import {describe, expect, it} from 'vitest';
import {checkoutPattern, leakedLines} from '../checkoutPaths.ts';

const entries = ['node_modules', 'docs', 'src', 'plugins', '.docusaurus', 'i18n'];

describe("the checkout's path in served text", () => {
  it('is found wherever a build tool would write it', () => {
    const pattern = checkoutPattern('/home/ci/devportal', entries);
    for (const text of [
      '"/home/ci/devportal/node_modules/@docusaurus/core/lib/client/App.js"',
      "e.exports='/home/ci/devportal/.docusaurus/registry.js'",
      'siteDir:`/home/ci/devportal/i18n`',
      'at render (file:///home/ci/devportal/src/theme/Root.tsx:3:1)',
      '/home/ci/devportal/plugins/i18n/notices.ts',
      'x = [/home/ci/devportal/docs/a.md]',
      '{"source":"/home/ci/devportal/docs"}',
    ]) {
      expect(pattern.test(text), text).toBe(true);
    }
  });

  it('is not a short checkout path met inside a longer path or a URL', () => {
    const pattern = checkoutPattern('/src', entries);
    expect(pattern.test('Put it in starter/src/components/Button.tsx')).toBe(false);
    expect(pattern.test('https://github.com/vtex/faststore/src/docs')).toBe(false);
    expect(pattern.test('see `/src/docs-theme` for the theme')).toBe(false);
    expect(pattern.test('"/src/docs/quickstart.md"')).toBe(true);
  });

  it('needs an entry of the checkout after it, and a trailing slash changes nothing', () => {
    expect(checkoutPattern('/work/main/', entries).test(' /work/main/node_modules/x')).toBe(true);
    expect(checkoutPattern('/work/main', entries).test(' /work/main/readme')).toBe(false);
    expect(checkoutPattern('/work/main', entries).test(' /work/mainline/docs')).toBe(false);
    expect(checkoutPattern('/work/a.b', entries).test(' /work/aXb/docs')).toBe(false);
  });

  it('quotes the lines that hold it, around the path', () => {
    const pattern = checkoutPattern('/ci/x', entries);
    const text = `clean line\n${'a'.repeat(100)}"/ci/x/node_modules/react/index.js"${'b'.repeat(200)}\nclean`;
    const lines = leakedLines(text, pattern);
    expect(lines).toHaveLength(1);
    expect(lines[0]!).toContain('/ci/x/node_modules/react');
    expect(lines[0]!.length).toBeLessThanOrEqual(160);
    expect(leakedLines('nothing here', pattern)).toEqual([]);
  });
});
