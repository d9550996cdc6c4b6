import {existsSync} from 'node:fs';

/** Debian's Chromium by default; CHROME_PATH points elsewhere. Browser downloads do not work on our machines. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

export function hasChromium(): boolean {
  return existsSync(chromiumPath());
}

// Without the background-networking flags Chromium keeps calling home, which a closed network refuses.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
