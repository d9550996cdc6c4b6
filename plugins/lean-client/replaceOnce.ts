/**
 * The one edit the build-time patches of this folder make to a published module: `find` replaced by
 * `replacement`, where `find` must occur exactly once. Anything else means the module changed in a new version
 * and the patch must be looked at again, so the build fails instead of shipping the module unpatched.
 */
export function replaceOnce(source: string, find: string, replacement: string, patch: {module: string; file: string}): string {
  const at = source.indexOf(find);
  if (at < 0 || source.indexOf(find, at + 1) >= 0) {
    throw new Error(`${patch.module} changed: "${find.trim().slice(0, 50)}" is not found exactly once. Check plugins/lean-client/${patch.file}.`);
  }
  return source.slice(0, at) + replacement + source.slice(at + find.length);
}
