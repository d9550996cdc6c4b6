/**
 * The production server as a Fastify instance: the Docusaurus build behind
 * clean URLs, one CSP for the site (the API reference may also reach its try-it hosts),
 * security headers on every response, strict HTTP (http.ts) and a hook for API routes.
 * `main.ts` makes it listen.
 */
import type {IncomingMessage} from 'node:http';
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, {type FastifyError, type FastifyInstance, type FastifyReply, type FastifyServerOptions} from 'fastify';
import {matchBase, readBuildBase, type BaseMatch} from './basePath.ts';
import {TIMEOUT_DEFAULTS} from './config.ts';
import {answerInOrder, clientErrorHandler, type DrainOptions, handleExpectContinue, malformedRequest, originFormUrl, refuseExpectations, timeoutOptions, type Timeouts} from './http.ts';
import {headerSet, headersFor, wantsHsts} from './headerSet.ts';
import {collectInlineScriptHashes} from './scan.ts';
import {cacheControl} from './files.ts';
import {compressThreshold, registerStaticRoutes, sendNotFoundPage} from './static.ts';

export interface BuildAppOptions {
  /** Folder holding the Docusaurus production build. */
  buildDir: string;
  /** Origins of the configured analytics, added to the CSP; default none. */
  analyticsHosts?: readonly string[];
  /** The public site's origin (SITE_URL); an https one turns on Strict-Transport-Security. Default unset. */
  publicOrigin?: string;
  /** Connection limits; default TIMEOUT_DEFAULTS (config.ts). */
  timeouts?: Timeouts;
  /**
   * Proxies whose X-Forwarded-For sets `request.ip` (a hop count or addresses/CIDRs); default false:
   * the peer address is the client, whatever the headers say.
   */
  trustProxy?: false | number | readonly string[];
  /** Fastify logger setting; default off. */
  logger?: FastifyServerOptions['logger'];
  /** How `close()` drains open connections; default 1 s idle, 10 s at most (http.ts). */
  drain?: DrainOptions;
  /**
   * Adds routes (a feedback API under /api/, a mock under /_mock/, …) before the
   * static catch-all, so they win over it. Unknown /api/ paths still answer JSON 404.
   */
  register?: (app: FastifyInstance, site: {basePath: string}) => Promise<unknown>;
}

const apiPrefix = '/api/';
/** Seconds a client should wait after a 503 for lack of file descriptors. */
const busyRetryAfter = 5;
/** Headers describing a file's representation, which an error answer in its place must not keep. */
const fileAnswerHeaders = ['content-type', 'content-length', 'content-encoding', 'content-range', 'etag', 'last-modified', 'accept-ranges'];

/** `log`, called at most once a minute whatever the number of calls: a fault that repeats per request logs once. */
export function everyMinute(log: (message: string) => void, now = () => Date.now()): (message: string) => void {
  let last = -Infinity;
  return (message) => {
    if (now() - last < 60_000) return;
    last = now();
    log(message);
  };
}

function sendApiNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send({error: 'Not found'});
}

/** Creates the app without listening; reads every page once to hash its inline scripts. */
export async function buildApp({
  buildDir,
  analyticsHosts = [],
  publicOrigin,
  timeouts = TIMEOUT_DEFAULTS,
  trustProxy = false,
  logger = false,
  drain,
  register,
}: BuildAppOptions): Promise<FastifyInstance> {
  const root = path.resolve(buildDir);
  // Routes are the site's paths from its root; a request under the base path loses the base before routing.
  const basePath = await readBuildBase(root);
  const scriptHashes = await collectInlineScriptHashes(root);
  const set = headerSet({scriptHashes, analyticsHosts, hsts: wantsHsts(publicOrigin), basePath});
  const headers = set.site;
  // Requests whose target lies outside the base path, or is the base without its slash, answered before routing.
  const offBase = new WeakMap<IncomingMessage, Exclude<BaseMatch, {kind: 'site'}>>();
  const siteUrl = (raw: IncomingMessage) => {
    const url = originFormUrl(raw);
    if (basePath === '/') return url;
    const match = matchBase(basePath, url);
    if (match.kind === 'site') return match.url;
    offBase.set(raw, match);
    return url;
  };

  const app = Fastify({
    logger,
    ...timeoutOptions(timeouts),
    // Closing drains connections instead (preClose below): requests already sent are answered, not refused or cut off.
    forceCloseConnections: false,
    return503OnClosing: false,
    // A hop count trusts that many proxies nearest to us, as proxy-addr does for a number.
    ...(trustProxy === false ? {} : {trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : [...trustProxy]}),
    rewriteUrl: siteUrl,
    // Node's own replies to requests it cannot parse or that ran out of time (400, 408, 431).
    clientErrorHandler: clientErrorHandler(headers),
    // Malformed percent-encoding (`/%zz`) is rejected by the router before any hook runs, so this answer sets the headers itself.
    frameworkErrors: (_error, _request, reply) => {
      reply.hijack();
      reply.raw.writeHead(400, {...headers, 'content-type': 'text/plain; charset=utf-8'});
      reply.raw.end('Bad request');
    },
  });
  const connections = answerInOrder(app.server);
  app.addHook('preClose', () => connections.drain(drain));
  handleExpectContinue(app);
  refuseExpectations(app.server, headers);

  // Runs before every route's own hooks, so a malformed request costs no rate-limit token and no parsing.
  app.addHook('onRequest', async (request, reply) => {
    const problem = malformedRequest(request);
    if (problem === null) return;
    // Closed after the answer: what follows a malformed request on the same connection cannot be trusted.
    return reply.code(400).header('connection', 'close').header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(`Bad request: ${problem}`);
  });

  // Under a base path the server is the site there and nothing else: the base without its slash goes to the site's
  // home, and any other path outside it (`/` included) is not ours to answer, so it gets the site's 404 page.
  app.addHook('onRequest', async (request, reply) => {
    const match = offBase.get(request.raw);
    if (match === undefined) return;
    if (match.kind === 'base') {
      const queryAt = request.url.indexOf('?');
      return reply.header('cache-control', cacheControl.other).redirect(queryAt === -1 ? basePath : `${basePath}${request.url.slice(queryAt)}`, 301);
    }
    return sendNotFoundPage(reply, root);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(headersFor(set, request.url));
    // API answers are per request (ids, limits, errors): never stored by a browser or shared cache.
    if (request.url.startsWith(apiPrefix) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    // Answered before its body arrived (413, 415, 429): Node would otherwise keep reading and discarding the body
    // to reuse the connection, so a slow body could hold the connection long after its answer.
    if (!request.raw.complete) reply.header('connection', 'close');
    return payload;
  });

  const noFileLeft = everyMinute((message: string) => app.log.warn(message));
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    // A file answer that fails after it began (a file that cannot be opened) has its type, size and validators set.
    for (const name of fileAnswerHeaders) reply.removeHeader(name);
    // An error answer is never stored, whatever the route had set for a success (a static file's long cache life).
    reply.header('cache-control', 'no-store');
    if (error.code === 'EMFILE' || error.code === 'ENFILE') {
      // Out of file descriptors: a load to ride out, not a fault to log with a stack per request.
      noFileLeft(`No file descriptor left (${error.code}): answering 503 until files close`);
      return reply.code(503).header('retry-after', String(busyRetryAfter)).send({error: `The server is busy; retry in ${busyRetryAfter} s`});
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    // Headers an HTTP error carries belong to its answer (@fastify/send's 416 names the file's size in Content-Range).
    const {headers: errorHeaders} = error as FastifyError & {headers?: Record<string, string>};
    if (status < 500 && errorHeaders) reply.headers(errorHeaders);
    // Never echo internal errors (they may name files on the server).
    return reply.code(status).send({error: status >= 500 ? 'Internal server error' : error.message});
  });

  app.setNotFoundHandler(async (request, reply) =>
    request.url.startsWith(apiPrefix) ? sendApiNotFound(reply) : sendNotFoundPage(reply, root, request.url),
  );

  // Must come before any route so that its hook wraps them all; request bodies are not decompressed (zip-bomb risk, nothing needs it).
  await app.register(compress, {encodings: ['br', 'gzip', 'deflate'], threshold: compressThreshold, globalDecompression: false});

  if (register) await register(app, {basePath});

  app.all(`${apiPrefix}*`, async (_request, reply) => sendApiNotFound(reply));
  await registerStaticRoutes(app, root, basePath);
  return app;
}
