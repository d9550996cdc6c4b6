/**
 * Every page of the build is valid HTML by the Nu HTML Checker (the W3C validator's engine, `vnu-jar`), run
 * on Debian's Java over build/. Reads the production build: `npm test` runs it after its build step.
 */
import {execFile} from 'node:child_process';
import {createRequire} from 'node:module';
import {promisify} from 'node:util';
import {describe, expect, it} from 'vitest';
import {ensureDebianPackages, javaBinary, javaNeed} from '../lib/debianPackage.ts';

const require = createRequire(import.meta.url);
const vnuJar = String(require('vnu-jar'));

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
}

describe('the Nu HTML Checker over the build', () => {
  it('reports no error on any page', {timeout: 600_000}, async () => {
    ensureDebianPackages('The HTML validity test', [javaNeed]);
    // The checker exits non-zero when it finds errors; its report is on stderr either way.
    const {stderr} = await promisify(execFile)(javaBinary, ['-Xss8m', '-jar', vnuJar, '--errors-only', '--format', 'json', '--skip-non-html', 'build/'], {
      maxBuffer: 256 * 1024 * 1024,
    }).catch((error: {stderr?: string}) => ({stderr: error.stderr ?? ''}));
    const {messages} = JSON.parse(stderr) as {messages: VnuMessage[]};
    const errors = messages.filter((message) => message.type === 'error' || message.type === 'non-document-error');
    expect(errors.map((error) => `${(error.url ?? '').replace(/^.*\/build\//, '/')}:${error.lastLine ?? '?'} ${error.message}`)).toEqual([]);
  });
});
