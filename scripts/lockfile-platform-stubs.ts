/**
 * Our npm registry serves only the linux-x64 builds of some native packages (@swc/*, @pagefind/*):
 * their other platform packages answer 404, so `npm install` leaves them out of package-lock.json,
 * and `npm ci` then refuses the lock as out of sync. This adds the missing optional platform entries
 * with their os/cpu/libc, which `npm ci` skips on a machine they do not match, as a lock written
 * against the full registry would. Run it after `npm install` changes the lock: `tsx scripts/lockfile-platform-stubs.ts`.
 */
import {readFileSync, writeFileSync} from 'node:fs';

type LockEntry = {version?: string; optional?: boolean; os?: string[]; cpu?: string[]; libc?: string[]; optionalDependencies?: Record<string, string>};
type Lock = {packages: Record<string, LockEntry>};

const OS: Array<[RegExp, string]> = [
  [/darwin/, 'darwin'],
  [/linux/, 'linux'],
  [/win32|windows/, 'win32'],
  [/freebsd/, 'freebsd'],
  [/android/, 'android'],
];
const CPU: Array<[RegExp, string]> = [
  [/arm64|aarch64/, 'arm64'],
  [/x64/, 'x64'],
  [/ia32/, 'ia32'],
  [/ppc64/, 'ppc64'],
  [/s390x/, 's390x'],
  [/-arm(-|$)/, 'arm'],
];

/** os/cpu/libc of a platform package, from its name; null when the name names no platform. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const os = OS.find(([pattern]) => pattern.test(name))?.[1];
  const cpu = CPU.find(([pattern]) => pattern.test(name))?.[1];
  if (!os || !cpu) return null;
  const libc = /musl/.test(name) ? ['musl'] : os === 'linux' && /gnu/.test(name) ? ['glibc'] : undefined;
  return {os: [os], cpu: [cpu], ...(libc ? {libc} : {})};
}

const file = 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8')) as Lock;
let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
    lock.packages[hoisted] = {version: range, optional: true, ...platform};
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Added ${added} optional platform entries to ${file}.`);
