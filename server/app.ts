/**
 * The production server as a Fastify instance: the Docusaurus build behind
 * clean URLs, one CSP for the whole site, security headers on every response,
 * and a hook for API routes. `main.ts` makes it listen.
 */
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, {type FastifyError, type FastifyInstance, type FastifyReply, type FastifyServerOptions} from 'fastify';
import {buildCsp} from './csp.js';
import {collectInlineScriptHashes} from './scan.js';
import {securityHeaders} from './security.js';
import {registerStaticRoutes, sendNotFoundPage} from './static.js';

export interface BuildAppOptions {
  /** Folder holding the Docusaurus production build. */
  buildDir: string;
  /** Origins of the configured analytics, added to the CSP; default none. */
  analyticsHosts?: readonly string[];
  /** Fastify logger setting; default off. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Adds routes (a feedback API under /api/, a mock under /_mock/, …) before the
   * static catch-all, so they win over it. Unknown /api/ paths still answer JSON 404.
   */
  register?: (app: FastifyInstance) => Promise<unknown>;
}

const apiPrefix = '/api/';

function sendApiNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send({error: 'Not found'});
}

/** Creates the app without listening; reads every page once to hash its inline scripts. */
export async function buildApp({buildDir, analyticsHosts = [], logger = false, register}: BuildAppOptions): Promise<FastifyInstance> {
  const root = path.resolve(buildDir);
  const scriptHashes = await collectInlineScriptHashes(root);
  const headers = securityHeaders(buildCsp({scriptHashes, analyticsHosts}));

  const app = Fastify({
    logger,
    // Malformed percent-encoding (`/%zz`) is rejected by the router before any hook runs, so this answer sets the headers itself.
    frameworkErrors: (_error, _request, reply) => {
      reply.hijack();
      reply.raw.writeHead(400, {...headers, 'content-type': 'text/plain; charset=utf-8'});
      reply.raw.end('Bad request');
    },
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(headers);
    return payload;
  });

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    // Never echo internal errors (they may name files on the server).
    return reply.code(status).send({error: status >= 500 ? 'Internal server error' : error.message});
  });

  app.setNotFoundHandler(async (request, reply) =>
    request.url.startsWith(apiPrefix) ? sendApiNotFound(reply) : sendNotFoundPage(reply, root),
  );

  // Must come before any route so that its hook wraps them all; request bodies are not decompressed (zip-bomb risk, nothing needs it).
  await app.register(compress, {encodings: ['br', 'gzip', 'deflate'], threshold: 1024, globalDecompression: false});

  if (register) await register(app);

  app.all(`${apiPrefix}*`, async (_request, reply) => sendApiNotFound(reply));
  registerStaticRoutes(app, root);
  return app;
}
