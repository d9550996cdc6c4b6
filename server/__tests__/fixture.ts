/**
 * A tiny Docusaurus-shaped build in a temporary folder, with a secret file next
 * to it (outside the build) that no request may ever return.
 */
import {mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

export const inlineScript = 'document.documentElement.setAttribute("data-theme","light")';
export const jsonLd = '{"@context":"https://schema.org","@type":"WebSite"}';
export const secret = 'TOP-SECRET-do-not-serve';
/** Over 2 KB so compression applies. */
export const mainJs = 'console.log("FastStore Developer Portal");\n'.repeat(80);
/** Under the 1 KB compression threshold. */
export const stylesCss = 'body{margin:0}\n';

export interface Fixture {
  /** Temporary folder holding build/ and secret.txt. */
  root: string;
  buildDir: string;
  remove: () => void;
}

export function createFixture(): Fixture {
  const root = mkdtempSync(path.join(tmpdir(), 'devportal-server-'));
  const buildDir = path.join(root, 'build');
  const files: Record<string, string | Buffer> = {
    'index.html': `<!doctype html><html><head><script>${inlineScript}</script><script type="application/ld+json">${jsonLd}</script><script src="/assets/js/main.0a1b2c3d.js" defer></script></head><body><h1>Home</h1></body></html>`,
    '404.html': '<!doctype html><html><body><h1>Page Not Found</h1></body></html>',
    'quickstart.html': '<!doctype html><html><body><h1>Quickstart</h1></body></html>',
    'how-to-guides/index.html': '<!doctype html><html><body><h1>How-to guides</h1></body></html>',
    'assets/js/main.0a1b2c3d.js': mainJs,
    'assets/css/styles.abc.css': stylesCss,
    'assets/fonts/inter.1234.woff2': Buffer.from([0x77, 0x4f, 0x46, 0x32]),
    'img/x.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'img/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    'img/photo.webp': Buffer.from('RIFF0000WEBP'),
    'favicon.ico': Buffer.from([0, 0, 1, 0]),
    'sitemap.xml': '<?xml version="1.0"?><urlset/>',
    'robots.txt': 'User-agent: *\n',
    'search-index.json': '[]',
    'search-index/en.json': '{"version":2}',
    'search-index/0123456789/en/d/0.json': '[]',
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(buildDir, name);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, content);
  }
  writeFileSync(path.join(root, 'secret.txt'), secret);
  // A link inside the build that points outside it must not leak the target either.
  symlinkSync(path.join(root, 'secret.txt'), path.join(buildDir, 'linked-secret.txt'));
  return {root, buildDir, remove: () => rmSync(root, {recursive: true, force: true})};
}
