/**
 * The static site: clean-URL redirects, files from the build folder, the 404
 * page and 405 for methods a static file does not support. Which file answers a
 * URL is ours (paths.ts, negotiation.ts); sending it is @fastify/static's: the
 * stored .br/.gz variant for the client's Accept-Encoding, ETag and Last-Modified,
 * conditional and Range requests, HEAD.
 */
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import {withBase} from '../common/basePath.ts';
import {cacheControl, cacheControlFor, contentTypeFor} from './files.ts';
import {prefersMarkdown, twinUrl} from './negotiation.ts';
import {normalisePath, resolveFile} from './paths.ts';
import {hostingFiles} from './staticHosting.ts';

const readMethods = ['GET', 'HEAD'];
const allow = readMethods.join(', ');
const htmlType = contentTypeFor('404.html');
/** Files of the build that are for the host, never for a reader. */
const hostOnly = new Set<string>(Object.values(hostingFiles));

/** Below this size a file is sent as it is (compressing it costs more than it saves); the build stores .br/.gz copies above it. */
export const compressThreshold = 1024;

/** A first path segment that can name a locale's folder (`pt-BR`, `es`): a language tag, never `..` or a file name. */
const localeSegment = /^\/([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)(?:[/?]|$)/;

/**
 * Answers 404 with the site's not-found page, or plain text if the build has none. A path inside a locale's folder
 * (`/pt-BR/…`, which Docusaurus builds with its own 404.html) gets that locale's page; any other gets build/404.html.
 */
export async function sendNotFoundPage(reply: FastifyReply, buildDir: string, sitePath = '/'): Promise<FastifyReply> {
  reply.code(404).header('cache-control', cacheControl.html).header('vary', 'accept-encoding');
  const locale = localeSegment.exec(sitePath)?.[1];
  const localePage = locale === undefined ? null : await readFile(path.join(buildDir, locale, '404.html')).catch(() => null);
  const page = localePage ?? (await readFile(path.join(buildDir, '404.html')).catch(() => null));
  return page === null ? reply.type('text/plain; charset=utf-8').send('Not found') : reply.type(htmlType).send(page);
}

/**
 * Adds the catch-all routes; call it after every more specific route is registered. Requests arrive with the site's
 * paths (app.ts takes `basePath` off); a redirect puts it back.
 */
export async function registerStaticRoutes(app: FastifyInstance, buildDir: string, basePath = '/'): Promise<void> {
  const root = path.resolve(buildDir);
  // The file each request is answered with, for the headers that depend on it.
  const servedType = new WeakMap<FastifyRequest, string>();

  await app.register(fastifyStatic, {
    root,
    // No routes of its own: ours pick the file (clean URLs, traversal refusal, Markdown twins).
    serve: false,
    preCompressed: true,
    // Cache-Control comes from our table (files.ts), which the static-hosting files share.
    cacheControl: false,
    setHeaders: (reply) => {
      // Our ETags stay strong as before (size and modification time of the file sent, so each stored
      // encoding has its own); @fastify/send's conditional checks compare them weakly either way.
      const etag = reply.getHeader('etag');
      if (typeof etag === 'string') reply.header('etag', etag.replace(/^W\//, ''));
    },
  });

  async function serveFile(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const target = normalisePath(request.url);
    if (target !== null) return reply.header('cache-control', cacheControl.other).redirect(withBase(basePath, target), 301);

    let file = await resolveFile(root, request.url);
    if (file === null || hostOnly.has(path.relative(root, file))) return sendNotFoundPage(reply, root, request.url);
    // A page with a Markdown twin answers it to `Accept: text/markdown`; caches must then key on Accept too
    // (@fastify/static adds accept-encoding).
    if (file.endsWith('.html')) {
      const twin = await resolveFile(root, twinUrl(request.url));
      if (twin !== null && twin.endsWith('.md')) {
        reply.header('vary', 'accept');
        if (prefersMarkdown(request.headers.accept)) file = twin;
      }
    }
    const relative = path.relative(root, file).split(path.sep).join('/');
    servedType.set(request, contentTypeFor(file));
    // @fastify/compress compresses a stream whatever its size; its documented opt-out keeps a small file as it is
    // (a file this small has no stored variant).
    const size = await stat(file).then((stats) => stats.size, () => 0);
    if (size < compressThreshold) request.headers['x-no-compression'] = '1';
    reply.header('cache-control', cacheControlFor(relative));
    return reply.sendFile(relative, root);
  }

  app.route({
    method: readMethods,
    url: '/*',
    handler: serveFile,
    // Our content types (files.ts, shared with the static-hosting files), also for a stored encoding,
    // where @fastify/static would name the type from its own table.
    onSend: async (request, reply, payload) => {
      const type = servedType.get(request);
      if (type !== undefined && reply.statusCode < 400) reply.header('content-type', type);
      return payload;
    },
  });
  app.route({
    method: app.supportedMethods.filter((method) => !readMethods.includes(method)),
    url: '/*',
    handler: async (_request, reply) =>
      reply.code(405).header('allow', allow).type('text/plain; charset=utf-8').send('Method Not Allowed'),
  });
}
