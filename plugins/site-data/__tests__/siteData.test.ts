import {describe, expect, it} from 'vitest';
import {docUpdates} from '../../../src/data/docUpdates';
import {docUpdateSchema, starterSchema} from '../../../src/data/schemas';
import {starters} from '../../../src/data/starters';
import siteDataPlugin, {validateEntries} from '../index';

describe('validateEntries', () => {
  it('accepts the site data as it is', () => {
    expect(() => validateEntries('starters', starterSchema, starters)).not.toThrow();
    expect(() => validateEntries('docUpdates', docUpdateSchema, docUpdates)).not.toThrow();
    expect(() => (siteDataPlugin().loadContent as () => void)()).not.toThrow();
  });

  it('names every bad entry by position and field', () => {
    const bad = [starters[0], {...starters[0], slug: 'Not A Slug', demoURL: 'http://insecure.example'}];
    expect(() => validateEntries('starters', starterSchema, bad)).toThrow(/starters\[1\]\.slug: must be a lowercase URL segment[\s\S]*starters\[1\]\.demoURL/);
  });
});
