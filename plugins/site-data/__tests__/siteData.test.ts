import {describe, expect, it} from 'vitest';
import * as z from 'zod';
import siteDataPlugin, {validateEntries} from '../index.ts';

const entrySchema = z.object({slug: z.string().regex(/^[a-z-]+$/, 'must be a lowercase URL segment'), demoURL: z.string().startsWith('https://', 'must be an https URL')});
const good = {slug: 'base', demoURL: 'https://base.vtex.app'};

describe('validateEntries', () => {
  it('accepts entries that match their schema', () => {
    expect(() => validateEntries('starters', entrySchema, [good, {...good, slug: 'pets'}])).not.toThrow();
  });

  it('names every bad entry by position and field', () => {
    const bad = [good, {...good, slug: 'Not A Slug', demoURL: 'http://insecure.example'}];
    expect(() => validateEntries('starters', entrySchema, bad)).toThrow(/starters\[1\]\.slug: must be a lowercase URL segment[\s\S]*starters\[1\]\.demoURL/);
  });
});

describe('siteDataPlugin', () => {
  it('checks each data set it was given when the content loads, naming the set', () => {
    const loadContent = (dataSets: Parameters<typeof siteDataPlugin>[0]) => siteDataPlugin(dataSets)().loadContent as () => void;
    expect(() => loadContent([{name: 'a.ts', schema: entrySchema, entries: [good]}])()).not.toThrow();
    expect(() => loadContent([{name: 'a.ts', schema: entrySchema, entries: [good]}, {name: 'b.ts', schema: entrySchema, entries: [{...good, slug: 'X'}]}])()).toThrow(/b\.ts\[0\]\.slug/);
  });
});
