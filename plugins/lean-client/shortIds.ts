/**
 * Short, stable module ids (DESIGN.md, "shortIds"): each module's id is a hash of its path, as with the bundler's
 * `deterministic` ids, but only as many digits long as the module count needs (three for a few hundred modules,
 * where Rspack writes five), and the path is taken from `node_modules/` on, so a checkout whose node_modules lives
 * elsewhere (a worktree's symlink) gets the same ids. A module keeps its id when others come and go, so a change
 * leaves the other chunks' files, and their cache, alone.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** Ids fill at most this share of the id space (the rule of webpack's deterministic ids), so that few need a second hash. */
const maxFill = 0.8;

/**
 * The key a module's id is hashed from: its name relative to the site (`siteDir`), with every path in it (the
 * module's, and a loader's or one in a loader's options) that goes through `node_modules/` taken from there on.
 */
export function moduleKey(relativeName: string, siteDir?: string): string {
  const inSite = siteDir ? relativeName.split(`${siteDir}/`).join('./') : relativeName;
  // A path runs between a loader request's separators (`!`, `?`, `&`, `=`, `|`).
  return inSite.replace(/(?<=^|[!?&=|])[^!?&=|]*?node_modules\//g, 'node_modules/').replace(/^\.\//, '');
}

/** The number of digits ids need for `count` modules. */
export function idDigits(count: number): number {
  let digits = 1;
  while (count > maxFill * 10 ** digits) digits++;
  return digits;
}

const hashOf = (key: string, salt: number, space: number): number =>
  Number(BigInt(`0x${createHash('sha256').update(salt === 0 ? key : `${key}\0${salt}`).digest('hex').slice(0, 13)}`) % BigInt(space));

/**
 * An id for each key: the key's hash in the space its count needs, or, when an earlier key (in sorted order) took
 * that number, the hash of the key with a salt. The same keys give the same ids whatever order they come in.
 */
export function shortModuleIds(keys: readonly string[]): Map<string, number> {
  const sorted = [...new Set(keys)].sort();
  const space = 10 ** idDigits(sorted.length);
  const taken = new Set<number>();
  const ids = new Map<string, number>();
  for (const key of sorted) {
    let salt = 0;
    let id = hashOf(key, salt, space);
    while (taken.has(id)) id = hashOf(key, ++salt, space);
    taken.add(id);
    ids.set(key, id);
  }
  return ids;
}

/** What the plugin uses of Rspack's (and webpack's) compiler: the `beforeModuleIds` hook. */
export interface ModuleIdsCompiler {
  context: string;
  hooks: {
    thisCompilation: {
      tap(name: string, listener: (compilation: {hooks: {beforeModuleIds: {tap(name: string, listener: (modules: Iterable<unknown>) => void): void}}}) => void): void;
    };
  };
}

interface IdentifiedModule {
  id: string | number | null;
  /** A method on webpack's modules; a string on the proxies Rspack's beforeModuleIds hands to JavaScript. */
  identifier: string | (() => string);
  libIdent(options: {context: string}): string | null;
}

const identifierOf = ({identifier}: IdentifiedModule): string => (typeof identifier === 'string' ? identifier : identifier());

/**
 * Gives every module its short id before the bundler's own ids plugin runs (which then leaves them be), and writes
 * the ids with their keys to `report` for the build tests and for finding a module by its id.
 */
export class ShortModuleIdsPlugin {
  constructor(private readonly report: string) {}

  apply(compiler: ModuleIdsCompiler): void {
    // The site's own compilation only: a child compilation (a loader's) keeps the bundler's ids.
    compiler.hooks.thisCompilation.tap('ShortModuleIdsPlugin', (compilation) => {
      compilation.hooks.beforeModuleIds.tap('ShortModuleIdsPlugin', (iterable) => {
        const modules = [...iterable] as unknown as IdentifiedModule[];
        // A module without a path of its own is named by its identifier; two modules of one file (say, through two
        // loaders) are told apart by their identifiers, in sorted order so that the result does not depend on the
        // order the bundler lists them in.
        const byKey = new Map<string, IdentifiedModule[]>();
        for (const module of modules) {
          const key = moduleKey(module.libIdent({context: compiler.context}) ?? identifierOf(module), compiler.context);
          byKey.set(key, [...(byKey.get(key) ?? []), module]);
        }
        const keyed = [...byKey].flatMap(([key, group]) =>
          group
            .map((module) => ({module, identifier: identifierOf(module)}))
            .sort((a, b) => (a.identifier < b.identifier ? -1 : a.identifier > b.identifier ? 1 : 0))
            .map(({module}, index) => ({module, key: index === 0 ? key : `${key}|${index}`})),
        );
        const ids = shortModuleIds(keyed.map(({key}) => key));
        for (const {module, key} of keyed) {
          // Rspack's proxy takes a string or a number only; every key has an id.
          const id = ids.get(key);
          if (id !== undefined) module.id = id;
        }
        mkdirSync(path.dirname(this.report), {recursive: true});
        writeFileSync(this.report, `${JSON.stringify(Object.fromEntries([...ids].sort(([a], [b]) => (a < b ? -1 : 1))), null, 1)}\n`);
      });
    });
  }
}
