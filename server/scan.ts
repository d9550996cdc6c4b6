/**
 * Reads the build once at start-up to learn which inline scripts the site has,
 * so a single CSP can allow exactly those.
 */
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {inlineScriptHashes} from './csp.ts';

/** `'sha256-…'` expressions for the inline scripts of every .html file under `buildDir`, without duplicates. */
export async function collectInlineScriptHashes(buildDir: string): Promise<string[]> {
  const entries = await readdir(buildDir, {recursive: true});
  const htmlFiles = entries.filter((entry) => entry.endsWith('.html')).sort();
  const hashes = new Set<string>();
  for (const file of htmlFiles) {
    const html = await readHtml(path.join(buildDir, file));
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
  }
  return [...hashes];
}

async function readHtml(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    // A folder may be named like a page (`foo.html/`); it has no scripts of its own.
    if ((error as NodeJS.ErrnoException).code === 'EISDIR') return '';
    throw error;
  }
}
