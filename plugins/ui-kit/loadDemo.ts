/**
 * Each live demo's code as its own chunk, fetched when the demo is about to be seen (theme/Playground). The bundler
 * makes one chunk per kit/<Name>/<Name>.playground.tsx from the pattern below, so no second list of demos exists:
 * the server renders from registry.ts, the browser loads the same files by name.
 */
import type {PlaygroundSpec} from './types.ts';

const demoName = /^[A-Z][A-Za-z]*$/;

/** The spec named `name`, loaded on demand; rejects with the fix when no such demo exists. */
export async function loadPlaygroundSpec(name: string): Promise<PlaygroundSpec> {
  const unknown = () => new Error(`No live demo named "${name}": add plugins/ui-kit/kit/${name}/${name}.playground.tsx and list it in plugins/ui-kit/registry.ts`);
  // Only a component's name reaches the pattern, never a path.
  if (!demoName.test(name)) throw unknown();
  let module: {default?: PlaygroundSpec};
  try {
    module = await import(`./kit/${name}/${name}.playground.tsx`);
  } catch {
    throw unknown();
  }
  if (module.default?.name !== name) throw unknown();
  return module.default;
}
