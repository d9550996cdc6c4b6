import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {keepLocaleRouteFiles, routeFiles} from '../index.ts';

let dir: string;
afterEach(() => rmSync(dir, {recursive: true, force: true}));

/** What Docusaurus and the manifest writer leave in `.docusaurus/` after building `locale`. */
function build(locale: string): void {
  for (const file of routeFiles) writeFileSync(path.join(dir, file), `${file} of ${locale}`);
}

const root = () => Object.fromEntries(routeFiles.map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]));
const all = (locale: string) => Object.fromEntries(routeFiles.map((file) => [file, `${file} of ${locale}`]));

describe('the route files of a build in several locales', () => {
  it('are kept per locale, and the default locale is at the root once every locale is built', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bundle-manifest-locales-'));
    for (const locale of ['en', 'pt-BR', 'es']) {
      build(locale);
      keepLocaleRouteFiles(dir, locale, 'en');
    }
    expect(root()).toEqual(all('en'));
    for (const locale of ['en', 'pt-BR', 'es']) {
      expect(Object.fromEntries(routeFiles.map((file) => [file, readFileSync(path.join(dir, 'locales', locale, file), 'utf8')]))).toEqual(all(locale));
    }
  });

  it("leave a translated locale's files at the root when no default locale's were kept", () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bundle-manifest-locales-'));
    mkdirSync(dir, {recursive: true});
    build('pt-BR');
    keepLocaleRouteFiles(dir, 'pt-BR', 'en');
    expect(root()).toEqual(all('pt-BR'));
  });
});
