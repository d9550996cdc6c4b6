/**
 * Writes the build's headers and URL rules for static hosts, from the same header set as our server
 * (server/staticHosting.ts): build/_headers (Cloudflare Pages, Netlify) and build/nginx.conf (an nginx server
 * block that also proxies the feedback API and MCP to server instances). Runs in `npm run build` after precompress.
 *
 *   npx tsx scripts/static-hosting.ts [build] [--root=/srv/portal/build] [--listen=80] [--upstream=10.0.0.5:3000 …]
 *     [--brotli-static] [--netlify]
 *
 * Reads the server's variables (GTAG_ID, GTM_ID, ALGOLIA_APP_ID, SITE_URL) like `npm run serve` does. The site's
 * origin, which turns on Strict-Transport-Security when it is https, is SITE_URL's, else the one the build's pages
 * name (its sitemap), so that a build made with the default https://faststore.dev gets HSTS too.
 */
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {loadConfig} from '../server/config.ts';
import {readBuildBase} from '../server/basePath.ts';
import {configuredHosts, headerSet, wantsHsts} from '../server/headerSet.ts';
import {collectInlineScriptHashes} from '../server/scan.ts';
import {headersFile, hostingFiles, nginxConfig, type BuildLayout} from '../server/staticHosting.ts';

/** The folders and non-page extensions of a build; the precompressed copies are left out (hosts negotiate them). */
export async function readLayout(buildDir: string): Promise<BuildLayout> {
  const entries = await readdir(buildDir, {recursive: true, withFileTypes: true});
  const folders = new Set<string>();
  const extensions = new Set<string>();
  for (const entry of entries) {
    const relative = path.relative(buildDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (entry.isDirectory()) folders.add(`${relative}/`);
    else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name) && !Object.values<string>(hostingFiles).includes(relative)) {
      const extension = path.posix.extname(entry.name).toLowerCase();
      if (extension !== '' && extension !== '.html') extensions.add(extension);
    }
  }
  return {folders: [...folders].sort(), extensions: [...extensions].sort()};
}

/** The build's translated locales: its top-level folders named like a language tag (`pt-BR`) that hold a 404.html. */
export async function readLocaleFolders(buildDir: string): Promise<string[]> {
  const entries = await readdir(buildDir, {withFileTypes: true});
  const named = entries.filter((entry) => entry.isDirectory() && /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(entry.name)).map((entry) => entry.name);
  const withPage = await Promise.all(named.map(async (name) => ((await readdir(path.join(buildDir, name))).includes('404.html') ? name : null)));
  return withPage.filter((name): name is string => name !== null).sort();
}

/** The links a build holds (relative paths): nginx's symlink check is off with --brotli-static, so it refuses a build that has one. */
export async function findLinks(buildDir: string): Promise<string[]> {
  const entries = await readdir(buildDir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isSymbolicLink())
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The site's public origin: SITE_URL's when set, else the origin of the first URL of the build's sitemap, else undefined. */
export async function siteOrigin(buildDir: string, publicOrigin: string | undefined): Promise<string | undefined> {
  if (publicOrigin !== undefined) return publicOrigin;
  const sitemap = await readFile(path.join(buildDir, 'sitemap.xml'), 'utf8').catch(() => '');
  const first = /<loc>\s*(https?:\/\/[^<\s]+)\s*<\/loc>/.exec(sitemap)?.[1];
  return first === undefined ? undefined : new URL(first).origin;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name: string) => args.filter((arg) => arg.startsWith(`--${name}=`)).map((arg) => arg.slice(name.length + 3));
  const buildDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build');
  const config = loadConfig();
  const basePath = await readBuildBase(buildDir);
  const set = headerSet({
    scriptHashes: await collectInlineScriptHashes(buildDir),
    analyticsHosts: configuredHosts(config),
    hsts: wantsHsts(await siteOrigin(buildDir, config.publicOrigin)),
    basePath,
  });
  const upstreams = option('upstream');
  const brotliStatic = args.includes('--brotli-static');
  const links = brotliStatic ? await findLinks(buildDir) : [];
  if (links.length > 0) {
    console.error(
      `[static-hosting] --brotli-static turns nginx's symlink check off, and ${buildDir} holds links: ${links.join(', ')}. Remove them, or leave --brotli-static out.`,
    );
    process.exit(1);
  }
  await writeFile(path.join(buildDir, hostingFiles.headers), headersFile(set, await readLayout(buildDir), {detach: !args.includes('--netlify'), basePath}));
  await writeFile(
    path.join(buildDir, hostingFiles.nginx),
    nginxConfig(set, {
      root: option('root')[0] ?? buildDir,
      listen: option('listen')[0],
      upstreams: upstreams.length > 0 ? upstreams : undefined,
      brotliStatic,
      basePath,
      locales: await readLocaleFolders(buildDir),
    }),
  );
  console.log(`[static-hosting] wrote ${path.join(buildDir, hostingFiles.headers)} and ${path.join(buildDir, hostingFiles.nginx)}`);
}
