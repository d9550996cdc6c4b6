/**
 * The browser build's copy of the docs plugin's `docsClientUtils`, with the active doc found by a lookup
 * instead of a scan. `getActiveDocContext` runs for every docs navbar item and the doc sidebar on each
 * render, and finds the page's doc by calling the router's `matchPath` on each of the version's docs in
 * turn (each call compiles a regular expression the first time it meets a path): with 177 docs that was
 * several milliseconds of the navbar's hydration, four times that on a phone.
 *
 * The copy asks an index first. For a doc path that is plain ASCII without path-to-regexp syntax, an exact,
 * non-strict, case-insensitive `matchPath` means: the same path ignoring case and one trailing slash. The
 * index maps that key to the first doc with it, as `find` would. A version with any other doc path, or a
 * pathname that is not plain ASCII, takes the original scan.
 */

import {replaceOnce} from './replaceOnce';

/** The statement of `@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js` (3.10) this rewrites. */
export const activeDocScan = `    const activeDoc = activeVersion?.docs.find((doc) => !!matchPath(pathname, {
        path: doc.path,
        exact: true,
        strict: false,
    }));`;

/** The lookup, appended to the module: `version.docs.find(matches)` where the index can answer it. */
export const activeDocLookup = `
const __docIndexes = new WeakMap();
const __plainPath = /^[\\x21-\\x7e]*$/;
const __pathSyntax = /[:()*?+\\\\]/;
function __docKey(path) {
    const lower = path.toLowerCase();
    return lower.endsWith('/') ? lower.slice(0, -1) : lower;
}
function __findActiveDoc(version, pathname, matches) {
    let index = __docIndexes.get(version);
    if (index === undefined) {
        const plain = version.docs.every((doc) => __plainPath.test(doc.path) && !__pathSyntax.test(doc.path));
        index = plain ? new Map() : null;
        if (index) for (const doc of version.docs) if (!index.has(__docKey(doc.path))) index.set(__docKey(doc.path), doc);
        __docIndexes.set(version, index);
    }
    if (index === null || !__plainPath.test(pathname)) return version.docs.find(matches);
    return index.get(__docKey(pathname));
}
`;

/** Rewrites the module's source; throws when the scan is not found exactly once (a new version must be looked at again). */
export function indexActiveDoc(source: string): string {
  const lookup =
    '    const activeDoc = activeVersion && __findActiveDoc(activeVersion, pathname, (doc) => !!matchPath(pathname, {\n' +
    '        path: doc.path,\n        exact: true,\n        strict: false,\n    }));';
  return replaceOnce(source, activeDocScan, lookup, {module: "The docs plugin's docsClientUtils", file: 'activeDoc.ts'}) + activeDocLookup;
}
