/**
 * The static site: clean-URL redirects, files from the build folder, the 404
 * page and 405 for methods a static file does not support.
 */
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import {
  cacheControl,
  cacheControlFor,
  chooseEncoding,
  contentTypeFor,
  encodingSuffix,
  etagFor,
  matchesEtag,
  type StoredEncoding,
} from './files.js';
import {prefersMarkdown, twinUrl} from './negotiation.js';
import {normalisePath, resolveFile} from './paths.js';

const readMethods = ['GET', 'HEAD'];
const allow = readMethods.join(', ');
const htmlType = contentTypeFor('404.html');

/** Answers 404 with the site's not-found page (build/404.html), or plain text if the build has none. */
export async function sendNotFoundPage(reply: FastifyReply, buildDir: string): Promise<FastifyReply> {
  reply.code(404).header('cache-control', cacheControl.html).header('vary', 'accept-encoding');
  const page = await readFile(path.join(buildDir, '404.html')).catch(() => null);
  return page === null ? reply.type('text/plain; charset=utf-8').send('Not found') : reply.type(htmlType).send(page);
}

/** The precompressed variants (scripts/precompress.ts) stored next to a file. */
async function storedEncodings(file: string): Promise<StoredEncoding[]> {
  const found = await Promise.all(
    (Object.keys(encodingSuffix) as StoredEncoding[]).map((encoding) =>
      stat(file + encodingSuffix[encoding]).then((stats) => (stats.isFile() ? encoding : null), () => null),
    ),
  );
  return found.filter((encoding): encoding is StoredEncoding => encoding !== null);
}

/** Adds the catch-all routes; call it after every more specific route is registered. */
export function registerStaticRoutes(app: FastifyInstance, buildDir: string): void {
  const root = path.resolve(buildDir);
  const sendNotFound = (reply: FastifyReply) => sendNotFoundPage(reply, root);

  async function serveFile(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const target = normalisePath(request.url);
    if (target !== null) return reply.header('cache-control', cacheControl.other).redirect(target, 301);

    let file = await resolveFile(root, request.url);
    if (file === null) return sendNotFound(reply);
    // A page with a Markdown twin answers it to `Accept: text/markdown`; caches must then key on Accept too.
    let vary = 'accept-encoding';
    if (file.endsWith('.html')) {
      const twin = await resolveFile(root, twinUrl(request.url));
      if (twin !== null && twin.endsWith('.md')) {
        vary = 'accept, accept-encoding';
        if (prefersMarkdown(request.headers.accept)) file = twin;
      }
    }
    // A stored brotli or gzip variant is sent as it is; otherwise @fastify/compress compresses on the fly.
    const encoding = chooseEncoding(request.headers['accept-encoding'], await storedEncodings(file));
    let body: Buffer;
    let etag: string;
    try {
      const stored = encoding ? file + encodingSuffix[encoding] : file;
      // Each representation has its own strong ETag.
      etag = etagFor(await stat(stored)).replace(/"$/, encoding ? `-${encoding}"` : '"');
      body = await readFile(stored);
    } catch {
      // Removed between resolving and reading, e.g. during a redeploy.
      return sendNotFound(reply);
    }

    const relative = path.relative(root, file).split(path.sep).join('/');
    reply
      .type(contentTypeFor(file))
      .header('etag', etag)
      .header('cache-control', cacheControlFor(relative))
      // Set on every file, not only compressed ones, so shared caches never hand a br body to a client without br.
      .header('vary', vary);
    if (encoding) reply.header('content-encoding', encoding);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(body);
  }

  app.route({method: readMethods, url: '/*', handler: serveFile});
  app.route({
    method: app.supportedMethods.filter((method) => !readMethods.includes(method)),
    url: '/*',
    handler: async (_request, reply) =>
      reply.code(405).header('allow', allow).type('text/plain; charset=utf-8').send('Method Not Allowed'),
  });
}
