/**
 * POST /api/feedback (and its CORS preflight): validates a survey response, stores it
 * durably before answering, and hands it to the webhook forwarder in the background.
 */
import type {FastifyError, FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import {FEEDBACK_BODY_LIMIT, FEEDBACK_PATH} from '../../common/feedback.ts';
import {NotUtf8Error, parseUtf8Json} from './body.ts';
import {registerCspReports} from './csp-report.ts';
import {createRateLimiter} from './rate-limit.ts';
import type {FeedbackResponse} from '../../common/feedback.ts';
import type {SqliteDriver} from './sqlite-driver.ts';
import {keepStoreOpen, type KeepOpenOptions, type StoreHealth} from './keeper.ts';
import {isStorageUnavailable, UNAVAILABLE_RETRY_AFTER, type FeedbackSource, type FeedbackStore} from './store.ts';
import {validateFeedback} from './validate.ts';
import {startForwarder, type Forwarder, type ForwarderOptions} from './webhook.ts';

export interface FeedbackOptions {
  /** SQLite file; created with its folder on first run. Not used when `databaseUrl` is set. */
  dbPath: string;
  /** PostgreSQL connection URL (FEEDBACK_DATABASE_URL); unset keeps the embedded SQLite store. */
  databaseUrl?: string;
  /** The SQLite library (FEEDBACK_SQLITE_DRIVER); default by the Node version. */
  sqliteDriver?: SqliteDriver;
  /** The only origin allowed to post cross-origin (SITE_URL's origin); unset allows none. */
  publicOrigin?: string;
  /** Posts per client IP per minute; default 20. */
  rateLimit?: number;
  /** Where to forward each stored response; unset stores only. */
  webhook?: ForwarderOptions;
  /** Called with the store each time it opens (tests use it to simulate a full or read-only disk). */
  onStore?: (store: FeedbackStore) => void;
  /** Waits between attempts to open a store that could not be opened; default 1 s doubling up to 30 s. */
  reopen?: Pick<KeepOpenOptions, 'baseDelayMs' | 'maxDelayMs'>;
}

/** How another entry point (the MCP server) takes feedback into the same store, rate limit and webhook as the survey. */
export interface FeedbackIntake {
  /** Takes a token of `client`'s rate limit: 0 when allowed, else the seconds to wait. */
  take(client: string): number;
  /** Stores a validated response and queues it for the webhook; resolves false when its id is already stored. */
  save(response: FeedbackResponse, source: FeedbackSource): Promise<boolean>;
  /** Whether the store took or gave data on its latest call (/healthz). */
  health(): StoreHealth;
}

/** Why a body's Content-Type is refused (415), or null: it must be JSON, and JSON is UTF-8 (a charset may only say so). */
function unsupportedType(request: FastifyRequest): string | null {
  const type = request.headers['content-type'];
  if (typeof type !== 'string' || !/^application\/json\s*(;|$)/i.test(type.trim())) return 'Content-Type must be application/json';
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(type)?.[1];
  return charset === undefined || /^utf-8$/i.test(charset) ? null : 'Content-Type must be application/json, in UTF-8 (charset=utf-8 or none)';
}

function allowOrigin(request: FastifyRequest, reply: FastifyReply, publicOrigin: string | undefined): void {
  reply.header('vary', 'Origin');
  if (publicOrigin !== undefined && request.headers.origin === publicOrigin) {
    // Retry-After (429, 503) tells the survey when to resend; cross-origin scripts only see it when exposed.
    reply.headers({'access-control-allow-origin': publicOrigin, 'access-control-expose-headers': 'Retry-After'});
  }
}

/** Registers the feedback routes on `app`; closing the app stops the forwarder, then closes the database. */
export async function registerFeedback(app: FastifyInstance, options: FeedbackOptions): Promise<FeedbackIntake> {
  const {dbPath, databaseUrl, sqliteDriver, publicOrigin, rateLimit = 20, webhook, reopen} = options;
  // Opened now when it can be; else the routes answer 503 while it is opened again in the background.
  const store = await keepStoreOpen(
    {dbPath, databaseUrl, sqliteDriver},
    {...reopen, log: (message) => app.log.warn(message), onOpen: (opened) => options.onStore?.(opened)},
  );
  let forwarder: Forwarder | undefined;
  let closing = false;
  // Started once the store is open, over the kept store: rows left pending by an earlier run go out first.
  if (webhook) {
    void store.opened.then(() => {
      if (!closing) forwarder = startForwarder(store, {onError: (id, error) => app.log.warn({id, error}, 'feedback webhook attempt failed'), ...webhook});
    });
  }
  // CSP violation reports share the database and the limits, not the bucket: a noisy page cannot block feedback.
  await registerCspReports(app, store, rateLimit);
  const limiter = createRateLimiter(rateLimit);
  app.addHook('onClose', async () => {
    closing = true;
    await forwarder?.stop();
    await store.close();
  });

  app.options(FEEDBACK_PATH, async (request, reply) => {
    allowOrigin(request, reply, publicOrigin);
    if (reply.hasHeader('access-control-allow-origin')) {
      reply.headers({
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type',
        'access-control-max-age': '600',
      });
    }
    return reply.code(204).send();
  });

  // In a scope of its own: only this route reads its body as bytes, to refuse what is not UTF-8 (body.ts).
  await app.register(async (scope) => {
    parseUtf8Json(scope, FEEDBACK_BODY_LIMIT);
    scope.post(FEEDBACK_PATH, {
      bodyLimit: FEEDBACK_BODY_LIMIT,
      // Before the body is read: a rate-limited or non-JSON request costs no parsing.
      onRequest: async (request, reply) => {
        allowOrigin(request, reply, publicOrigin);
        const wait = limiter.take(request.ip, Date.now());
        if (wait > 0) {
          return reply.code(429).header('retry-after', String(wait)).send({error: `Too many feedback posts; retry in ${wait} s`});
        }
        const unsupported = unsupportedType(request);
        if (unsupported !== null) return reply.code(415).send({error: unsupported});
      },
      errorHandler: (error: FastifyError, request, reply) => {
        if (error instanceof NotUtf8Error) return reply.code(400).send({error: error.message, ...(error.field === undefined ? {} : {field: error.field})});
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          return reply.code(413).send({error: `body must be at most ${FEEDBACK_BODY_LIMIT} bytes`});
        }
        // Malformed or empty JSON (FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY) and any other refusal of
        // the body's framing. A type other than JSON never gets here: onRequest answered it 415.
        if (error.statusCode === 400) return reply.code(400).send({error: 'body must be valid JSON'});
        if (isStorageUnavailable(error)) {
          request.log.warn({reason: error.message}, 'feedback storage unavailable');
          return reply.code(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER)).send({error: 'Feedback storage is unavailable; retry later'});
        }
        request.log.error(error);
        return reply.code(500).send({error: 'Internal server error'});
      },
      handler: async (request, reply) => {
        const result = validateFeedback(request.body, Date.now());
        if (!result.ok) return reply.code(400).send({error: result.error, ...(result.field === undefined ? {} : {field: result.field})});
        // The answer below is only sent once the response (and its outbox row) is committed.
        const created = await store.save(result.response, new Date(), webhook !== undefined);
        if (created) forwarder?.notify();
        return reply.code(created ? 201 : 200).send({id: result.response.id});
      },
    });
  });

  return {
    take: (client) => limiter.take(client, Date.now()),
    async save(response, source) {
      const created = await store.save(response, new Date(), webhook !== undefined, source);
      if (created) forwarder?.notify();
      return created;
    },
    health: () => store.health(),
  };
}
