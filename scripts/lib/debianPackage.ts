/**
 * Makes sure what the tests need from Debian's packages is on this machine (Chromium, Java for the HTML checker,
 * nginx, PostgreSQL): the project installs it itself, never by hand. As root it runs apt-get; otherwise it stops
 * with the command to run.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';

export interface DebianNeed {
  /** The Debian package that brings it. */
  pkg: string;
  /** Whether it is installed already. */
  present: () => boolean;
}

/** Installs the packages whose `present` is false, in one apt-get call; throws with the command to run when it cannot. */
export function ensureDebianPackages(neededBy: string, needs: readonly DebianNeed[]): void {
  const missing = needs.filter((need) => !need.present()).map((need) => need.pkg);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${neededBy} need Debian's ${missing.join(', ')}. Install with\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`);
  }
  console.log(`Installing ${missing.join(', ')} from Debian for ${neededBy}…`);
  const run = (args: string[]) => execFileSync('apt-get', args, {stdio: 'inherit', env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}});
  // With package lists on the machine the install needs no update; a fresh machine has none.
  try {
    run(['install', '-y', '-qq', ...missing]);
  } catch {
    run(['update', '-qq']);
    run(['install', '-y', '-qq', ...missing]);
  }
  const still = needs.filter((need) => !need.present()).map((need) => need.pkg);
  if (still.length > 0) throw new Error(`apt-get finished, but ${still.join(', ')} is still not usable.`);
}

/** A program at a fixed path, brought by one package. */
export const program = (binary: string, pkg: string): DebianNeed => ({pkg, present: () => existsSync(binary)});

/** Java for the Nu HTML Checker (scripts/__tests__/htmlValid.build.test.ts). */
export const javaBinary = '/usr/bin/java';
export const javaNeed = program(javaBinary, 'default-jre-headless');
