/**
 * Makes sure the end-to-end tests have a Chromium: Debian's package (or CHROME_PATH).
 * Playwright's own browser download cannot work on our machines, so as root we install
 * Debian's `chromium` with apt-get; otherwise we stop and say how to install it.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';

const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';

function run(command: string, args: string[]): void {
  execFileSync(command, args, {stdio: 'inherit', env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}});
}

if (existsSync(chromium)) {
  process.exit(0);
}

if (process.env.CHROME_PATH) {
  console.error(`CHROME_PATH is set to ${chromium}, but no browser is there. Point it at a Chromium or Chrome binary.`);
  process.exit(1);
}

if (process.getuid?.() !== 0) {
  console.error(
    'The end-to-end tests need Chromium at /usr/bin/chromium. Install it with\n' +
      '  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or set CHROME_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}

console.log('Installing Chromium from Debian for the end-to-end tests…');
run('apt-get', ['update', '-qq']);
run('apt-get', ['install', '-y', '-qq', 'chromium']);
if (!existsSync(chromium)) {
  console.error('apt-get finished but /usr/bin/chromium is still missing.');
  process.exit(1);
}
