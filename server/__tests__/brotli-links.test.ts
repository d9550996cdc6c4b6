/**
 * `--brotli-static` turns nginx's symlink check off (Debian's brotli module defeats it, static-hosting.build.test.ts),
 * so the script refuses a build that holds a link, and the check stays on without the option.
 */
import {execFile} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {findLinks} from '../../scripts/static-hosting.ts';
import {headerSet} from '../headerSet.ts';
import {nginxConfig} from '../staticHosting.ts';
import {createFixture, type Fixture} from './fixture.ts';
import {projectRoot} from './serverProcess.ts';

const run = promisify(execFile);
const generate = (buildDir: string, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/static-hosting.ts', buildDir, ...args], {cwd: projectRoot});

let fixture: Fixture;
beforeEach(() => {
  fixture = createFixture();
});
afterEach(() => fixture.remove());

describe('nginxConfig', () => {
  const config = (brotliStatic: boolean) => nginxConfig(headerSet({scriptHashes: []}), {root: '/srv/build', brotliStatic});

  it('keeps the symlink check on and loads no brotli directive by default', () => {
    expect(config(false)).toMatch(/^ {4}disable_symlinks on;$/m);
    expect(config(false)).not.toContain('brotli_static');
  });

  it('sends the .br copies with the symlink check off under --brotli-static', () => {
    expect(config(true)).toMatch(/^ {4}brotli_static on;$/m);
    expect(config(true)).toMatch(/^ {4}disable_symlinks off;$/m);
    expect(config(true)).not.toMatch(/disable_symlinks on/);
  });
});

describe('scripts/static-hosting.ts --brotli-static', () => {
  it('lists the links a build holds', async () => {
    expect(await findLinks(fixture.buildDir)).toEqual(['linked-secret.txt']);
  });

  it('refuses a build with a link, names it, and writes no nginx.conf', {timeout: 60_000}, async () => {
    const failed = await generate(fixture.buildDir, '--brotli-static').then(
      () => null,
      (error: {code: number; stderr: string}) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('holds links: linked-secret.txt');
    expect(existsSync(path.join(fixture.buildDir, 'nginx.conf'))).toBe(false);
  });

  it('writes the configuration once the build holds no link', {timeout: 60_000}, async () => {
    rmSync(path.join(fixture.buildDir, 'linked-secret.txt'));
    await generate(fixture.buildDir, '--brotli-static');
    const written = readFileSync(path.join(fixture.buildDir, 'nginx.conf'), 'utf8');
    expect(written).toContain('brotli_static on;');
    expect(written).toContain('disable_symlinks off;');
  });

  it('leaves a build with a link alone without the option', {timeout: 60_000}, async () => {
    await generate(fixture.buildDir);
    expect(readFileSync(path.join(fixture.buildDir, 'nginx.conf'), 'utf8')).toContain('disable_symlinks on;');
  });
});
