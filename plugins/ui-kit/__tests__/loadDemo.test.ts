import {readdirSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {loadPlaygroundSpec} from '../loadDemo.ts';
import {playgroundSpecs} from '../registry.ts';

const kitDir = new URL('../kit/', import.meta.url);
const demoFiles = readdirSync(kitDir, {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .filter((entry) => readdirSync(new URL(`${entry.name}/`, kitDir)).includes(`${entry.name}.playground.tsx`))
  .map((entry) => entry.name);

describe('the demo list and the demo files', () => {
  it('lists every kit/<Name>/<Name>.playground.tsx once in the registry, and nothing else', () => {
    const names = playgroundSpecs.map((spec) => spec.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...demoFiles].sort());
  });

  it.each(playgroundSpecs.map((spec) => [spec.name, spec] as const))('the browser loads the very spec the server renders for %s', async (name, spec) => {
    expect(await loadPlaygroundSpec(name)).toBe(spec);
  });

  it.each(['Nope', '../registry', 'badge', ''])('rejects %j with the fix', async (name) => {
    await expect(loadPlaygroundSpec(name)).rejects.toThrow(`No live demo named "${name}": add plugins/ui-kit/kit/${name}/${name}.playground.tsx and list it in plugins/ui-kit/registry.ts`);
  });
});
