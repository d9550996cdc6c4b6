import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

/**
 * Every component of @docusaurus/theme-classic that the site (src/theme) or a feature's theme path replaces, with a
 * fingerprint of the installed original it was written against. Ejected components are copies: an upgrade that
 * changes their original changes nothing on the site until the change is carried over by hand. Wrapped components
 * pass props to the original and render it: a changed original may take other props. The upgrade check
 * (__tests__/upgrade.test.ts) finds every replacement by reading the theme folders, refuses one missing here,
 * and names each whose original moved, with what to re-apply (README, "Upgrading Docusaurus").
 */
export const themeReplacements: Record<string, string> = {
  // `npx tsx plugins/lean-client/themeReplacements.ts` prints this table for the installed theme.
  'BlogArchivePage': '9a46c4deb232798c', // ejected: src/theme/BlogArchivePage/index.tsx
  'BlogListPage': 'bea76516bb7dfc75', // ejected: src/theme/BlogListPage/index.tsx
  'BlogPostItem': 'bb0f92e6f7acfcbd', // wrapped: src/theme/BlogPostItem/index.tsx
  'BlogPostItem/Footer/ReadMoreLink': '727f3819b5800415', // ejected: src/theme/BlogPostItem/Footer/ReadMoreLink/index.tsx
  'BlogPostPage/Metadata': '85e62499923aa120', // wrapped: src/theme/BlogPostPage/Metadata/index.tsx
  'CodeBlock': '639f8655d319e123', // ejected: src/theme/CodeBlock/index.tsx
  'CodeBlock/Buttons/CopyButton': '936a841fd6a5778e', // wrapped: src/theme/CodeBlock/Buttons/CopyButton/index.tsx
  'CodeBlock/Container': 'd33b36578d3980a0', // ejected: src/theme/CodeBlock/Container/index.tsx
  'CodeBlock/Content': '950d9512a1e4588b', // ejected: src/theme/CodeBlock/Content/index.tsx
  'CodeBlock/Layout': '45318376509ac4b5', // ejected: src/theme/CodeBlock/Layout/index.tsx
  'CodeBlock/Line': 'd2f6be4f2499bce7', // ejected: src/theme/CodeBlock/Line/index.tsx
  'ColorModeToggle': '0c879fd020f317a5', // wrapped: src/theme/ColorModeToggle/index.tsx
  'DocItem/Content': '0902dcb538c3dbbe', // ejected: src/theme/DocItem/Content/index.tsx
  'DocItem/Footer': '93722eb781e3c4f8', // wrapped: src/theme/DocItem/Footer/index.tsx
  'DocItem/Layout': 'c1f1bbed07409f0a', // wrapped: src/theme/DocItem/Layout/index.tsx
  'DocItem/Paginator': '4fe2043882f749c9', // wrapped: plugins/lean-client/theme/DocItem/Paginator/index.tsx
  'DocItem/TOC/Desktop': '766572affae79e62', // wrapped: plugins/lean-client/theme/DocItem/TOC/Desktop/index.tsx
  'DocItem/TOC/Mobile': 'd3128534fd76846d', // ejected: src/theme/DocItem/TOC/Mobile/index.tsx
  'DocRoot/Layout/Main': '041934865c76c201', // wrapped: plugins/lean-client/theme/DocRoot/Layout/Main/index.tsx
  'DocRoot/Layout/Sidebar': '040a6959d7953662', // wrapped: plugins/lean-client/theme/DocRoot/Layout/Sidebar/index.tsx
  'Footer': '6ce037aaac9dbf63', // wrapped: plugins/lean-client/theme/Footer/index.tsx
  'Layout': '9d37f063ca131079', // wrapped: src/theme/Layout/index.tsx
  'MDXComponents': 'b1a0eed95525de25', // wrapped: src/theme/MDXComponents.tsx
  'Navbar': 'afeb118bb9c8d5ec', // wrapped: plugins/lean-client/theme/Navbar/index.tsx
  'Navbar/Layout': 'a3f75e19221524f2', // ejected: src/theme/Navbar/Layout/index.tsx
  'NavbarItem/ComponentTypes': '90ba290ccf01e0b8', // wrapped: src/theme/NavbarItem/ComponentTypes.tsx
  'NotFound': 'd222723f6c95aa0a', // ejected: plugins/search/theme/NotFound/index.tsx
  'NotFound/Content': '1339cadd0fe0b2a2', // ejected: plugins/search/theme/NotFound/Content/index.tsx
  'SearchBar': 'b528b71d23818ff3', // ejected: plugins/search/theme/SearchBar/index.tsx
  'SkipToContent': 'f7a357c2b9ac2bfd', // ejected: src/theme/SkipToContent/index.tsx
  'TabItem': 'c97ef3fff0bae7a0', // ejected: src/theme/TabItem/index.tsx
  'Tabs': '97e1e8e10be1c675', // ejected: src/theme/Tabs/index.tsx
};

const require = createRequire(import.meta.url);

/** theme-classic's components folder. */
export const classicThemeDir = (): string => path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib', 'theme');

/** Component files under a theme folder, by component name (`CodeBlock/Line`, `MDXComponents`), tests and types left out. */
export function themeComponents(dir: string, extensions: RegExp): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), {withFileTypes: true})) {
      const relative = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__') walk(relative);
      } else if (extensions.test(entry.name) && !/\.d\.ts$|\.test\./.test(entry.name)) {
        found.set(relative.replace(extensions, '').replace(/\/index$/, ''), path.join(dir, relative));
      }
    }
  };
  if (existsSync(dir)) walk('');
  return found;
}

export interface Replacement {
  name: string;
  /** The replacing file, relative to the site. */
  file: string;
  /** Wrapped: it renders the original (`@theme-original/…` or `@theme-init/…`); ejected: a copy of it, changed. */
  how: 'wrapped' | 'ejected';
}

/** The theme folders that may replace theme-classic's components: the site's, and each feature's. */
export function themeFolders(siteDir: string): string[] {
  const plugins = path.join(siteDir, 'plugins');
  const features = readdirSync(plugins, {withFileTypes: true}).filter((entry) => entry.isDirectory());
  return [path.join(siteDir, 'src', 'theme'), ...features.flatMap(({name}) => ['theme', 'theme-off'].map((sub) => path.join(plugins, name, sub)))];
}

/** Every theme-classic component replaced in the site's or a feature's theme folder. */
export function replacements(siteDir: string, classicDir = classicThemeDir()): Replacement[] {
  const originals = themeComponents(classicDir, /\.js$/);
  return themeFolders(siteDir).flatMap((folder) =>
    [...themeComponents(folder, /\.tsx?$/)]
      .filter(([name]) => originals.has(name))
      .map(([name, file]) => {
        const source = readFileSync(file, 'utf8');
        const wraps = source.includes(`'@theme-original/${name}'`) || source.includes(`'@theme-init/${name}'`);
        return {name, file: path.relative(siteDir, file).split(path.sep).join('/'), how: wraps ? 'wrapped' : 'ejected'} satisfies Replacement;
      }),
  );
}

/** The installed original's fingerprint: its module, and for an ejected component the styles beside it, which were copied too. */
export function originalFingerprint(name: string, how: Replacement['how'], classicDir = classicThemeDir()): string {
  const module = existsSync(path.join(classicDir, name, 'index.js')) ? path.join(classicDir, name, 'index.js') : path.join(classicDir, `${name}.js`);
  const styles = path.join(path.dirname(module), 'styles.module.css');
  const hash = createHash('sha256').update(readFileSync(module));
  if (how === 'ejected' && path.basename(module) === 'index.js' && existsSync(styles)) hash.update(readFileSync(styles));
  return hash.digest('hex').slice(0, 16);
}

/** What to do about a replacement whose original moved, in one line. */
export function reapply({name, file, how}: Replacement): string {
  return how === 'ejected'
    ? `theme-classic's ${name} changed since ${file} was ejected from it (or written in its place): diff the installed original against the pinned version's and carry the change into ${file}, then record the new fingerprint`
    : `theme-classic's ${name} changed under the wrapper ${file}: check that the wrapper still passes the original the props it takes and renders what it did, then record the new fingerprint`;
}

// `npx tsx plugins/lean-client/themeReplacements.ts`: the table for the installed theme, to paste above.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const siteDir = path.resolve(__dirname, '../..');
  for (const replacement of replacements(siteDir).sort((a, b) => a.name.localeCompare(b.name))) {
    console.log(`  '${replacement.name}': '${originalFingerprint(replacement.name, replacement.how)}', // ${replacement.how}: ${replacement.file}`);
  }
}
