import {readFileSync} from 'node:fs';
import vm from 'node:vm';
import {matchPath} from 'react-router';
import {describe, expect, it} from 'vitest';
import {activeDocLookup, activeDocScan, indexActiveDoc} from '../activeDoc';
import {docsClientUtilsModule, docsClientUtilsSource} from '../index';

const published = readFileSync(docsClientUtilsSource(), 'utf8');

interface Doc {
  id: string;
  path: string;
}
type Find = (version: {docs: Doc[]}, pathname: string, matches: (doc: Doc) => boolean) => Doc | undefined;

const findActiveDoc = (): Find => {
  const context = vm.createContext({WeakMap, Map});
  vm.runInContext(activeDocLookup, context);
  return context.__findActiveDoc as Find;
};

/** What the original scan answers: the first doc whose path the router matches exactly (not strict). */
const scan = (docs: Doc[], pathname: string) => docs.find((doc) => !!matchPath(pathname, {path: doc.path, exact: true, strict: false}));

const docPaths = ['/', '/quickstart', '/conceptual-guides/', '/conceptual-guides/analytics', '/reference/api/queries/allProducts', '/FAQ', '/faq', '/a.b/c-d_e~f', '/v0/quickstart'];
const pathnames = docPaths.flatMap((path) => [path, path.toUpperCase(), `${path}/`, `${path}//`, path.replace(/\/$/, ''), `${path}x`, `/x${path}`]);
pathnames.push('', '/unknown', '/quickstart/intro', '/conceptual-guides', '/CONCEPTUAL-GUIDES', '/qüickstart', '/a.b/c-d_e~f/', '/aXb/c-d_e~f');

describe('indexActiveDoc', () => {
  it('rewrites the installed docs plugin’s scan, once, and appends the lookup', () => {
    expect(published.split(activeDocScan)).toHaveLength(2);
    expect(docsClientUtilsModule.test(docsClientUtilsSource())).toBe(true);
    const out = indexActiveDoc(published);
    expect(out).not.toContain(activeDocScan);
    expect(out.match(/__findActiveDoc\(activeVersion, pathname/g)).toHaveLength(1);
    expect(out.endsWith(activeDocLookup)).toBe(true);
  });

  it('refuses a changed module instead of shipping it unpatched', () => {
    expect(() => indexActiveDoc(published.replace(activeDocScan, 'const activeDoc = undefined;'))).toThrow(/docsClientUtils changed/);
  });

  it('answers exactly what the router’s scan answers, for every pathname', () => {
    const find = findActiveDoc();
    const docs = docPaths.map((path, index) => ({id: `doc-${index}`, path}));
    const version = {docs};
    for (const pathname of pathnames) {
      const expected = scan(docs, pathname);
      const matches = (doc: Doc) => !!matchPath(pathname, {path: doc.path, exact: true, strict: false});
      expect(find(version, pathname, matches), pathname).toBe(expected);
    }
    // The case-insensitive duplicates ('/FAQ', '/faq') resolve to the first, as `find` does.
    expect(find(version, '/faq', () => false)?.id).toBe('doc-5');
  });

  it('takes the original scan for a version with a path in path-to-regexp syntax, and for a pathname beyond ASCII', () => {
    const find = findActiveDoc();
    const special = {docs: [{id: 'param', path: '/docs/:slug'}, {id: 'plain', path: '/plain'}]};
    let scanned = 0;
    const matches = (pathname: string) => (doc: Doc) => (scanned += 1) > 0 && !!matchPath(pathname, {path: doc.path, exact: true, strict: false});
    expect(find(special, '/docs/anything', matches('/docs/anything'))?.id).toBe('param');
    expect(scanned).toBeGreaterThan(0);

    const plain = {docs: [{id: 'q', path: '/quickstart'}]};
    scanned = 0;
    expect(find(plain, '/quickstart', matches('/quickstart'))?.id).toBe('q');
    expect(scanned).toBe(0);
    expect(find(plain, '/qüickstart', matches('/qüickstart'))).toBeUndefined();
    expect(scanned).toBe(1);
  });
});
