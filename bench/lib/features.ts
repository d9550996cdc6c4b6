/**
 * A feature's module by its name in the checkout's root package.json `imports` (`#lean-client/core`), loaded from the
 * checkout the bench runs in, its working directory. bench/ has a package.json of its own, so `#` names do not
 * resolve from its files; Node's resolver, started at the root package.json, reads them as the build does.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

/** The file a feature name points to, in the checkout at `root`. */
export function featureFile(name: `#${string}`, root = process.cwd()): string {
  return createRequire(path.join(root, 'package.json')).resolve(name);
}

/** A feature's module by name, typed by the caller (plugins/ is CommonJS to the server's TypeScript setup). */
export async function importFeature<Module>(name: `#${string}`, root = process.cwd()): Promise<Module> {
  return (await import(pathToFileURL(featureFile(name, root)).href)) as Module;
}
