/**
 * Response metadata for files in the build: content type, cache policy and ETag.
 */
import type {Stats} from 'node:fs';
import path from 'node:path';

/** Content-Type by file extension; the nginx configuration (scripts/static-hosting.ts) declares the same list. */
export const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
};

/** Content-Type for a file; unknown extensions are served as opaque bytes, never sniffed (nosniff). */
export function contentTypeFor(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export const cacheControl = {
  /** Docusaurus puts a content hash in every file name under assets/, so a URL never changes content. */
  hashed: 'public, max-age=31536000, immutable',
  /** Pages (and the search index's entry) name the current hashed files, so browsers must revalidate them on every visit. */
  html: 'public, max-age=0, must-revalidate',
  /** Unhashed static files (img/, favicon, sitemap) may change with any deploy. */
  other: 'public, max-age=3600',
} as const;

/**
 * Which files get which policy, first match wins, tested against the path relative to the build folder ('/'
 * separators); anything else is `cacheControl.other`. The static-hosting files (scripts/static-hosting.ts) are
 * generated from this table too, so keep each pattern anchored and free of JavaScript-only regex syntax.
 */
export const cacheRules: ReadonlyArray<{pattern: RegExp; cacheControl: string}> = [
  {pattern: /^assets\//, cacheControl: cacheControl.hashed},
  // The search index's shards live in a folder named after their content hash; its entry file names that folder.
  {pattern: /^search-index\/[0-9a-f]{10}\//, cacheControl: cacheControl.hashed},
  {pattern: /\.html$/, cacheControl: cacheControl.html},
  {pattern: /^search-index\//, cacheControl: cacheControl.html},
];

/** Cache-Control for a file, given its path relative to the build folder (with '/' separators). */
export function cacheControlFor(relativePath: string): string {
  return cacheRules.find(({pattern}) => pattern.test(relativePath))?.cacheControl ?? cacheControl.other;
}

/**
 * Strong ETag from size and modification time: cheap (no hashing of the body)
 * and changes whenever a rebuild rewrites the file.
 */
export function etagFor(stats: Pick<Stats, 'size' | 'mtimeMs'>): string {
  return `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
}

/**
 * Whether an If-None-Match header matches `etag`. RFC 9110 §13.1.2 asks for the
 * weak comparison here, so a W/ prefix (added by some proxies) still matches.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

export type StoredEncoding = 'br' | 'gzip';

/** File suffix of each precompressed variant written by scripts/precompress.ts. */
export const encodingSuffix: Record<StoredEncoding, string> = {br: '.br', gzip: '.gz'};

/**
 * The stored encoding to send for an Accept-Encoding header, among those available for the file:
 * brotli before gzip (smaller), never one the client refuses with q=0, none without a header.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly StoredEncoding[]): StoredEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const quality = (encoding: string) => accepted.get(encoding) ?? (accepted.has('*') ? (accepted.get('*') ?? 0) : 0);
  const preferred = (['br', 'gzip'] as const).filter((encoding) => available.includes(encoding) && quality(encoding) > 0);
  return preferred.sort((a, b) => quality(b) - quality(a))[0] ?? null;
}
