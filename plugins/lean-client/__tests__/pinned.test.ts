import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {pinned} from '../pinned';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {dependencies: Record<string, string>};

/** The version npm installed at the top of node_modules, where the bundler resolves it from. */
const installed = (name: string): string => (JSON.parse(readFileSync(path.join('node_modules', name, 'package.json'), 'utf8')) as {version: string}).version;

describe('the versions the speed layer was checked against', () => {
  it.each(Object.entries(pinned))('%s is installed at the pinned version', (name, {version, recheck}) => {
    const found = installed(name);
    expect(found, `${name} ${found} is installed, the speed layer was checked against ${version}: recheck ${recheck}, then update plugins/lean-client/pinned.ts`).toBe(version);
  });

  it.each(Object.keys(manifest.dependencies).filter((name) => name.startsWith('@docusaurus/') || name in pinned))('package.json pins %s exactly', (name) => {
    expect(manifest.dependencies[name]).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
