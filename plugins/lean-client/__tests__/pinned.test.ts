import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {mechanismNames, mechanismSwitch, mechanisms} from '../mechanisms';
import {checkPinned, installedVersion, pinned, pinsToCheck} from '../pinned';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {dependencies: Record<string, string>};
const allOn = mechanismSwitch([]);

describe('the versions the speed layer was checked against', () => {
  it.each(Object.entries(pinned))('%s is installed at the pinned version', (name, {version, recheck}) => {
    const found = installedVersion(name);
    expect(found, `${name} ${found} is installed, the speed layer was checked against ${version}: recheck ${recheck}, then update plugins/lean-client/pinned.ts`).toBe(version);
  });

  it.each(Object.keys(manifest.dependencies).filter((name) => name.startsWith('@docusaurus/') || name in pinned))('package.json pins %s exactly', (name) => {
    expect(manifest.dependencies[name]).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it.each(mechanismNames.filter((name) => 'reachesInto' in mechanisms[name]))('%s reaches into a pinned package', (name) => {
    expect(Object.keys(pinned)).toContain((mechanisms[name] as {reachesInto: string}).reachesInto);
  });

  it('with everything on, the build checks every pinned package', () => {
    expect(pinsToCheck(allOn).sort()).toEqual(Object.keys(pinned).sort());
    expect(() => checkPinned(allOn)).not.toThrow();
  });

  it.each(mechanismNames)('with %s off, the build still checks every package the mechanisms left on reach into', (off) => {
    const on = mechanismSwitch([off]);
    const needed = mechanismNames.filter(on).flatMap((name) => ('reachesInto' in mechanisms[name] ? [(mechanisms[name] as {reachesInto: string}).reachesInto] : []));
    expect(pinsToCheck(on)).toEqual(expect.arrayContaining([...new Set(needed)]));
  });

  it('fails the build on another installed version, naming what to recheck, unless what depends on it is off', () => {
    const helmetElsewhere = (name: string) => (name === 'react-helmet-async' ? '2.0.0' : installedVersion(name));
    expect(() => checkPinned(allOn, helmetElsewhere)).toThrow(/react-helmet-async 2\.0\.0 is installed.*recheck plugins\/lean-client\/helmetBatch\.ts/);
    expect(() => checkPinned(mechanismSwitch(['helmetBatch']), helmetElsewhere)).not.toThrow();
  });
});
