/**
 * A translated locale beside the fixture build (fixture-site.ts), as Docusaurus writes one: a whole site in
 * build/<locale>/ with its site.json, pages, twins, /llms.txt under /<locale>/ and its own search index. Each page's
 * title and text say which locale they are in, so a test sees which site answered.
 */
import {copyFileSync, mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {buildFiles} from '../site.ts';
import {fixturePages} from './fixture-site.ts';

const {writeSearchIndex} = (await import(pathToFileURL(createRequire(path.resolve('package.json')).resolve('#search')).href)) as {
  writeSearchIndex: (outDir: string) => Promise<{pages: number; bytes: number}>;
};

/** A fixture page's title in `locale`. */
export const localeTitle = (title: string, locale: string) => `${title} (${locale})`;

/** Writes `locale`'s site under the fixture build and indexes it; returns its folder. */
export async function addFixtureLocale(buildDir: string, locale: string): Promise<string> {
  const dir = path.join(buildDir, locale);
  const write = (relative: string, content: string) => {
    const file = path.join(dir, relative);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, content);
  };
  const lines: string[] = [];
  for (const page of fixturePages) {
    const title = localeTitle(page.title, locale);
    const base = page.path === '/' ? 'index' : page.path.slice(1);
    const intro = `${page.intro} Tradução ${locale}.`;
    const sections = page.sections ?? [];
    const body = [
      `<h1>${title}</h1>`,
      `<p>${intro}</p>`,
      ...sections.map(([anchor, heading, text]) => `<h2 id="${anchor}">${heading}</h2><p>${text}</p>`),
    ].join('');
    const content = page.tag.startsWith('docs-') ? `<div class="theme-doc-markdown markdown">${body}</div>` : `<article>${body}</article>`;
    write(
      `${base}.html`,
      `<!doctype html><html lang="${locale}"><head><title>${title} | FastStore</title><meta name="docsearch:language" content="${locale}"><meta name="docsearch:docusaurus_tag" content="${page.tag}"></head><body><main>${content}</main></body></html>`,
    );
    write(`${base}.md`, [`# ${title}`, '', intro, ...sections.flatMap(([, heading, text]) => ['', `## ${heading}`, '', text]), ''].join('\n'));
    if (page.path !== '/') lines.push(`- [${title}](https://faststore.dev/${locale}${page.path}.md): ${locale}`);
  }
  write(buildFiles.llmsTxt, ['# FastStore Developer Portal', '', '## Docs', '', ...lines, ''].join('\n'));
  write('site.json', `${JSON.stringify({baseUrl: `/${locale}/`})}\n`);
  for (const file of [buildFiles.graphqlSchema, buildFiles.cmsApi]) copyFileSync(path.join(buildDir, file), path.join(dir, file));
  await writeSearchIndex(dir);
  return dir;
}
