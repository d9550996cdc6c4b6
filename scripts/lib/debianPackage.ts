/**
 * Makes sure a program from Debian's packages is on this machine: what the tests need (Chromium, Java for the
 * HTML checker) is installed by the project itself, never by hand. As root it runs apt-get; otherwise it stops
 * with the command to run.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';

export interface DebianProgram {
  /** The program's path once installed, such as /usr/bin/chromium. */
  binary: string;
  /** The Debian package that brings it. */
  pkg: string;
  /** What needs it, for the messages. */
  neededBy: string;
}

/** Installs the package when its program is missing; throws with the command to run when it cannot. */
export function ensureDebianProgram({binary, pkg, neededBy}: DebianProgram): void {
  if (existsSync(binary)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${neededBy} needs ${binary}. Install it with\n  sudo apt-get update && sudo apt-get install -y ${pkg}`);
  }
  console.log(`Installing ${pkg} from Debian for ${neededBy}…`);
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], {stdio: 'inherit', env});
  if (!existsSync(binary)) throw new Error(`apt-get installed ${pkg}, but ${binary} is still missing.`);
}
