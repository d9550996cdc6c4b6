/**
 * Makes sure the static-hosting tests have Debian's nginx and its brotli static module, as setup-browser.ts does for
 * Chromium: as root, apt-get installs what is missing; otherwise the error names the command to run.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';

export const nginxBinary = '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-static: `brotli_static on` sends the build's stored .br files. */
export const brotliStaticModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const packages = [
  {file: nginxBinary, name: 'nginx'},
  {file: brotliStaticModule, name: 'libnginx-mod-http-brotli-static'},
];

export function ensureNginx(): void {
  const missing = packages.filter(({file}) => !existsSync(file)).map(({name}) => name);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`The static-hosting tests need Debian's nginx. Install it with\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`);
  }
  const run = (args: string[]) => execFileSync('apt-get', args, {stdio: 'inherit', env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}});
  // A fresh container has no package lists yet; an up-to-date one installs without the download.
  try {
    run(['install', '-y', '-qq', ...missing]);
  } catch {
    run(['update', '-qq']);
    run(['install', '-y', '-qq', ...missing]);
  }
  const stillMissing = packages.filter(({file}) => !existsSync(file));
  if (stillMissing.length > 0) throw new Error(`apt-get finished but ${stillMissing.map(({file}) => file).join(', ')} is still missing.`);
}
