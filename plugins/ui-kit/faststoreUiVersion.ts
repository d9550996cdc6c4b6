/**
 * The published @faststore/ui the demos are held to: the first 1.12.x on the npm registry, the closest to the
 * v1.12.0 tag the reference documents (the package.json at that tag still says 1.11.20). The demos' components take
 * exactly its props and their code compiles against it (__tests__/faststoreUi.test.ts installs it for the check).
 */
export const FASTSTORE_UI_VERSION = '1.12.5';
