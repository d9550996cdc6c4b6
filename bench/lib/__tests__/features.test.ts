import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {featureFile, importFeature} from '../features.ts';

const root = path.join(import.meta.dirname, '../../..');

describe('a feature by name, from the checkout the bench runs in', () => {
  it("finds the file the root package.json's imports name", () => {
    expect(featureFile('#lean-client/core', root)).toBe(path.join(root, 'plugins/lean-client/mechanisms.ts'));
    expect(featureFile('#search/core', root)).toBe(path.join(root, 'plugins/search/core.ts'));
  });

  it('refuses a name the checkout does not have', () => {
    expect(() => featureFile('#search/relevance', root)).toThrow(/#search\/relevance/);
  });

  it('loads the module', async () => {
    const {mechanismNames} = await importFeature<{mechanismNames: string[]}>('#lean-client/core', root);
    expect(mechanismNames).toContain('preact');
  });
});
