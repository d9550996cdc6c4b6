import {describe, expect, it} from 'vitest';
import {checkedAgainst, checkedAgainstLabel} from '../faststoreSource.ts';

describe('checkedAgainst', () => {
  it('reads the tag, the version readers see and the source tree', () => {
    const checked = checkedAgainst({faststore_source: {tag: 'v1.12.0', paths: ['packages/sdk/src/index.ts']}});
    expect(checked).toEqual({tag: 'v1.12.0', version: '1.12.0', url: 'https://github.com/vtex/faststore/tree/v1.12.0'});
    expect(checkedAgainstLabel(checked!)).toBe('Checked against FastStore 1.12.0');
  });

  it.each([
    ['no front matter', undefined],
    ['no faststore_source', {title: 'Cart'}],
    ['a string instead of an object', {faststore_source: 'v1.12.0'}],
    ['no tag', {faststore_source: {paths: ['a']}}],
    ['a branch name', {faststore_source: {tag: 'main'}}],
    ['a tag without the v', {faststore_source: {tag: '1.12.0'}}],
  ])('is null with %s', (_, frontMatter) => {
    expect(checkedAgainst(frontMatter as Record<string, unknown> | undefined)).toBeNull();
  });
});
