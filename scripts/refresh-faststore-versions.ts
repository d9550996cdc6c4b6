/**
 * Rewrites scripts/data/faststore-versions.json, the offline list the content gate holds version labels
 * to (scripts/lib/versionClaims.ts): the versions the npm registry publishes for each `@faststore/*`
 * package already in the list (or named with --package), and, from a clone of the FastStore repository,
 * its v1.x and v2.x tags with the date of the commit each points at, and the versions each package's
 * CHANGELOG.md records at the newest release tag of each major line (v1, v2, v3, …). The registry this
 * machine reaches may be a sparse mirror, so the changelogs fill in the releases it lacks.
 *
 *   npx tsx scripts/refresh-faststore-versions.ts [--faststore-repo=/path/to/faststore] [--package=@faststore/cli]
 *
 * --faststore-repo may be a bare git directory. Without it the tags and changelog versions already in the
 * file are kept.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {changelogVersions, versionDataSchema, type VersionData} from './lib/versionClaims.ts';

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

function git(repo: string, ...args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
}

/** The newest release tag (no pre-release suffix) of each major line from v1 on (0.x knew no `@faststore/*` package): v1.12.50, v2.2.80, … */
function newestTagPerMajor(repo: string): string[] {
  const newest = new Map<string, string>();
  for (const tag of git(repo, 'tag', '--list', 'v[0-9]*', '--sort=-v:refname').trim().split('\n')) {
    const m = /^v(\d+)\.\d+\.\d+$/.exec(tag);
    if (m?.[1] && Number(m[1]) >= 1 && !newest.has(m[1])) newest.set(m[1], tag);
  }
  return [...newest.values()].sort((a, b) => a.localeCompare(b, 'en', {numeric: true}));
}

/** Orders versions the way semver does (a pre-release comes before its release); enough for FastStore's versions. */
function compareVersions(a: string, b: string): number {
  const [mainA = '', preA] = a.split(/-(.*)/);
  const [mainB = '', preB] = b.split(/-(.*)/);
  const byMain = mainA.localeCompare(mainB, 'en', {numeric: true});
  if (byMain !== 0 || preA === preB) return byMain;
  if (preA === undefined) return 1;
  if (preB === undefined) return -1;
  return preA.localeCompare(preB, 'en', {numeric: true});
}

/**
 * The first version the folder's package.json carried `name` in: the oldest tag holding the commit that gave it
 * the name. A renamed package's changelog goes on from the old name's (`@vtex/lighthouse-config` 1.8.42 became
 * `@faststore/lighthouse` 1.8.43, `@vtex/store-ui` became `@faststore/ui` at 1.2.24), and the entries below that
 * version belong to the old name.
 */
const firstNamed = new Map<string, string | undefined>();
function firstVersionNamed(repo: string, tag: string, dir: string, name: string): string | undefined {
  const key = `${dir} ${name}`;
  if (!firstNamed.has(key)) {
    const [commit] = git(repo, 'log', '--reverse', '--format=%H', `-S"name": "${name}"`, tag, '--', `${dir}/package.json`).trim().split('\n');
    const tags = commit ? git(repo, 'tag', '--contains', commit, '--list', 'v[0-9]*').trim().split('\n') : [];
    const versions = tags.filter((t) => /^v\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(t)).map((t) => t.slice(1)).sort(compareVersions);
    firstNamed.set(key, versions[0]);
  }
  return firstNamed.get(key);
}

/** Per package name in `names`: the versions its CHANGELOG.md records at each tag under that name (private packages left out). */
function changelogRecords(repo: string, tags: string[], names: string[]): VersionData['changelog'] {
  const records: VersionData['changelog'] = {};
  for (const tag of tags) {
    for (const dir of git(repo, 'ls-tree', '--name-only', tag, 'packages/').trim().split('\n')) {
      let manifest: {name?: string; private?: boolean};
      let text: string;
      try {
        manifest = JSON.parse(git(repo, 'show', `${tag}:${dir}/package.json`)) as {name?: string; private?: boolean};
        text = git(repo, 'show', `${tag}:${dir}/CHANGELOG.md`);
      } catch {
        continue; // no package.json or no changelog in this folder at this tag
      }
      if (!manifest.name || manifest.private || !names.includes(manifest.name)) continue;
      const since = firstVersionNamed(repo, tag, dir, manifest.name);
      const record = (records[manifest.name] ??= {});
      for (const [version, date] of Object.entries(changelogVersions(text))) {
        if (since && compareVersions(version, since) < 0) continue;
        record[version] = record[version] ?? date;
      }
    }
  }
  return Object.fromEntries(
    Object.entries(records)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, record]) => [name, Object.fromEntries(Object.entries(record).sort(([a], [b]) => compareVersions(a, b)))]),
  );
}

// A file written before the changelog record existed still reads: its `changelog` counts as empty.
const previousSchema = versionDataSchema.extend({changelog: versionDataSchema.shape.changelog.default({})});
const previous: VersionData | undefined = existsSync(file) ? previousSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : undefined;
const names = [...new Set([...Object.keys(previous?.packages ?? {}), ...option('package')])].sort();
if (names.length === 0) throw new Error(`No package to look up: name one with --package=@faststore/<name>`);
const [repo] = option('faststore-repo');

const changelogTags = repo ? newestTagPerMajor(repo) : [];
const today = new Date().toISOString().slice(0, 10);
const data: VersionData = {
  source: repo
    ? `packages: npm view <package> versions; changelog: each package's CHANGELOG.md at ${changelogTags.join(', ')}; tags: the FastStore repository (all refreshed on ${today})`
    : `packages: npm view <package> versions (refreshed on ${today}); changelog and tags kept from the previous file (${previous?.source ?? 'none'})`,
  packages: Object.fromEntries(names.map((name) => [name, publishedVersions(name)])),
  changelog: repo ? changelogRecords(repo, changelogTags, names) : (previous?.changelog ?? {}),
  tags: repo ? repositoryTags(repo) : (previous?.tags ?? {}),
};
const sortedTags = Object.fromEntries(
  Object.entries(data.tags).sort(([a], [b]) => a.localeCompare(b, 'en', {numeric: true})),
);
writeFileSync(file, `${JSON.stringify({...data, tags: sortedTags}, null, 2)}\n`);
const changelogOnly = names.map((name) => {
  const registry = new Set(data.packages[name]);
  return `${name} ${Object.keys(data.changelog[name] ?? {}).filter((v) => !registry.has(v)).length}`;
});
console.log(`${file}: ${names.length} packages, ${Object.keys(sortedTags).length} tags; changelog-only versions: ${changelogOnly.join(', ')}`);
