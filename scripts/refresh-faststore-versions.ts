/**
 * Rewrites scripts/data/faststore-versions.json, the offline list the content gate holds version labels
 * to (scripts/lib/versionClaims.ts): the versions the npm registry publishes for each `@faststore/*`
 * package already in the list (or named with --package), and, from a clone of the FastStore repository,
 * its v1.x and v2.x tags with the date of the commit each points at.
 *
 *   npx tsx scripts/refresh-faststore-versions.ts [--faststore-repo=/path/to/faststore] [--package=@faststore/cli]
 *
 * Without --faststore-repo the tags already in the file are kept.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {versionDataSchema, type VersionData} from './lib/versionClaims.js';

const file = 'scripts/data/faststore-versions.json';

function option(name: string): string[] {
  return process.argv.filter((arg) => arg.startsWith(`--${name}=`)).map((arg) => arg.slice(name.length + 3));
}

function publishedVersions(name: string): string[] {
  const out = execFileSync('npm', ['view', name, 'versions', '--json'], {encoding: 'utf8'});
  const parsed: unknown = JSON.parse(out);
  const versions = Array.isArray(parsed) ? parsed : [parsed];
  if (!versions.every((v) => typeof v === 'string')) throw new Error(`npm view ${name} versions gave something other than version strings`);
  return versions;
}

function repositoryTags(repo: string): Record<string, string> {
  const out = execFileSync('git', ['-C', repo, 'for-each-ref', '--format=%(refname:short) %(*committerdate:short)%(committerdate:short)', 'refs/tags/v1.*', 'refs/tags/v2.*'], {encoding: 'utf8'});
  const tags: Record<string, string> = {};
  for (const line of out.trim().split('\n')) {
    const [tag, date] = line.split(' ');
    if (tag && date) tags[tag] = date;
  }
  if (Object.keys(tags).length === 0) throw new Error(`${repo} has no v1.x or v2.x tags: is it a clone of the FastStore repository?`);
  return tags;
}

const previous: VersionData | undefined = existsSync(file) ? versionDataSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : undefined;
const names = [...new Set([...Object.keys(previous?.packages ?? {}), ...option('package')])].sort();
if (names.length === 0) throw new Error(`No package to look up: name one with --package=@faststore/<name>`);
const [repo] = option('faststore-repo');

const data: VersionData = {
  source: `npm view <package> versions, and the tags of the FastStore repository (${repo ? 'refreshed' : 'kept'} on ${new Date().toISOString().slice(0, 10)})`,
  packages: Object.fromEntries(names.map((name) => [name, publishedVersions(name)])),
  tags: repo ? repositoryTags(repo) : (previous?.tags ?? {}),
};
const sortedTags = Object.fromEntries(
  Object.entries(data.tags).sort(([a], [b]) => a.localeCompare(b, 'en', {numeric: true})),
);
writeFileSync(file, `${JSON.stringify({...data, tags: sortedTags}, null, 2)}\n`);
console.log(`${file}: ${names.length} packages, ${Object.keys(sortedTags).length} tags`);
