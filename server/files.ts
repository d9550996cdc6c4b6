/**
 * Response metadata for files in the build: content type and cache policy.
 */
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
