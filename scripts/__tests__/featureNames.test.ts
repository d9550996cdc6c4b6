/**
 * Each feature's public face, as the root package.json's `imports` names it: `#<feature>` its plugin entry,
 * `#<feature>/client` the browser module its plugin loads, `#<feature>/core` its pure core. Nothing else of a
 * feature has a name, so nothing else can be imported from outside it (the lint rule `boundaries/feature-by-name`).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.join(import.meta.dirname, '../..');
const imports = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).imports as Record<string, string>;
const features = readdirSync(path.join(root, 'plugins'), {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && entry.name !== 'lib')
  .map((entry) => entry.name);
const resolveFromRoot = createRequire(path.join(root, 'package.json')).resolve;

describe("the features' names", () => {
  it.each(Object.entries(imports))('%s is an entry, a client entry or a core, inside its feature', (name, target) => {
    const [, feature, part] = /^#([a-z0-9-]+)(?:\/(client|core))?$/.exec(name) ?? [];
    expect(feature, `${name} names no feature part`).toBeDefined();
    expect(target.startsWith(`./plugins/${feature}/`), `${name} points outside plugins/${feature}/`).toBe(true);
    if (part === undefined) expect(target).toBe(`./plugins/${feature}/index.ts`);
    expect(existsSync(path.join(root, target)), `${target} does not exist`).toBe(true);
    expect(resolveFromRoot(name)).toBe(path.join(root, target));
  });

  it.each(features)('plugins/%s has an entry by name', (feature) => {
    expect(imports[`#${feature}`]).toBe(`./plugins/${feature}/index.ts`);
  });

  it.each(features)("plugins/%s loads its browser modules by its client entry's name", (feature) => {
    const entry = readFileSync(path.join(root, 'plugins', feature, 'index.ts'), 'utf8');
    const loaded = /getClientModules: \(\) => (.*)/.exec(entry)?.[1];
    const clientName = `#${feature}/client`;
    if (loaded === undefined) {
      expect(imports[clientName], `${clientName} is named but plugins/${feature} loads no client module`).toBeUndefined();
      return;
    }
    // A path built from the folder (`path.join(__dirname, 'client/…')`) would load a module the names do not show.
    expect(loaded).not.toMatch(/__dirname/);
    expect(loaded).toContain(`resolve('${clientName}')`);
    expect(imports[clientName]).toMatch(new RegExp(`^\\./plugins/${feature}/client/`));
  });
});
