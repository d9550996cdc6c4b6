import {describe, expect, it} from 'vitest';
import {loadPlaygroundSpec, playgroundLoaders} from '../loaders';
import {playgroundSpecs} from '../registry';

describe('playground loaders', () => {
  it('has exactly one loader per registered demo, by the same name', () => {
    expect(Object.keys(playgroundLoaders).sort()).toEqual(playgroundSpecs.map((spec) => spec.name).sort());
  });

  it.each(playgroundSpecs.map((spec) => [spec.name, spec] as const))('loads the very spec the server renders for %s', async (name, spec) => {
    expect(await loadPlaygroundSpec(name)).toBe(spec);
  });

  it('rejects an unknown demo with the fix', async () => {
    await expect(loadPlaygroundSpec('Nope')).rejects.toThrow('No live demo named "Nope": add its loader to src/components/ui-kit/loaders.ts');
  });
});
