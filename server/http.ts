/**
 * HTTP/1.1 details Fastify leaves to Node, made strict: connection timeouts, absolute-form
 * targets, duplicate Host lines, `Expect: 100-continue`, and the error replies Node writes
 * itself (which otherwise carry none of our security headers).
 */
import type {IncomingMessage, Server, ServerResponse} from 'node:http';
import {STATUS_CODES} from 'node:http';
import {Server as NetServer, type Socket} from 'node:net';
import type {FastifyInstance, FastifyRequest} from 'fastify';

/** Connection limits in milliseconds (config.ts holds the defaults). */
export interface Timeouts {
  /** Request line and headers. */
  headers: number;
  /** The whole request, body included. */
  request: number;
  /** Idle keep-alive connection between requests. */
  keepAlive: number;
}

/**
 * Fastify options enforcing `timeouts`. Node checks headers and request deadlines on an interval
 * (30 s by default, which would double a short limit), so it runs at a quarter of the shortest one, at most once a second.
 * A connection on which nothing moves either way for twice the request time (a client that stopped reading its answer)
 * is closed too, so that it does not hold a file and the answer's buffers for good; twice, so that a request whose body
 * stopped coming still gets its 408 first.
 */
export function timeoutOptions({headers, request, keepAlive}: Timeouts) {
  return {
    connectionTimeout: 2 * request,
    requestTimeout: request,
    keepAliveTimeout: keepAlive,
    http: {
      // Checked by malformedRequest instead, whose 400 carries our headers (Node's own carries none).
      requireHostHeader: false,
      headersTimeout: headers,
      requestTimeout: request,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(Math.min(headers, request) / 4))),
    },
  };
}

const absoluteForm = /^https?:\/\/([^/?#]*)([^#]*)$/i;

/**
 * Fastify's rewriteUrl: an absolute-form target (`GET http://host/path`) is served as its path when its
 * authority is the Host header (RFC 9112 §3.2.2). Any other target is left as it is and answered 400
 * by `rejectMalformedTargets`: we serve one site and are no proxy.
 */
export function originFormUrl(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const match = absoluteForm.exec(url);
  if (!match) return url;
  const [, authority = '', rest = ''] = match;
  if (authority === '' || authority.toLowerCase() !== (request.headers.host ?? '').toLowerCase()) return url;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Number of Host field lines (Node keeps only the first). */
function hostLines(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) if (rawHeaders[index]!.toLowerCase() === 'host') count++;
  return count;
}

/** Why `request` is malformed (RFC 9112 §3.2: 400 for no Host line in HTTP/1.1 or several; targets we cannot serve), or null. */
export function malformedRequest(request: FastifyRequest): string | null {
  const hosts = hostLines(request.raw.rawHeaders);
  if (hosts > 1) return 'more than one Host header';
  if (hosts === 0 && request.raw.httpVersion === '1.1') return 'an HTTP/1.1 request must have a Host header';
  const url = request.raw.url ?? '';
  // Asterisk-form (OPTIONS *) is valid HTTP; anything else must be a path by now.
  if (!url.startsWith('/') && url !== '*') return 'request target must be a path on this site';
  return null;
}

/** A complete HTTP/1.1 error reply with `headers`, for places where Fastify's reply is not available. */
export function rawErrorReply(status: number, headers: Readonly<Record<string, string>>): string {
  const body = STATUS_CODES[status] ?? 'Error';
  const lines = Object.entries({
    ...headers,
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
  }).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Answers an `Expect` other than 100-continue with 417 and our headers; without a 'checkExpectation' listener Node
 * writes its own 417, with none of them.
 */
export function refuseExpectations(server: Server, headers: Readonly<Record<string, string>>): void {
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const body = 'Expectation Failed: only "Expect: 100-continue" is supported';
    response.writeHead(417, {
      ...headers,
      'content-type': 'text/plain; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-store',
      connection: 'close',
    });
    response.end(body);
  });
}

/** Status of Node's own error reply for a client error: 408 past a deadline, 431 for oversized headers, else 400. */
export function clientErrorStatus(code: string | undefined): number {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/** Fastify's clientErrorHandler: Node's replies to unparsable or timed-out requests, with our headers. */
export function clientErrorHandler(headers: Readonly<Record<string, string>>) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) socket.write(rawErrorReply(clientErrorStatus(error.code), headers));
    socket.destroy(error);
  };
}

const expectsContinue = Symbol('expectsContinue');
type ContinueRequest = IncomingMessage & {[expectsContinue]?: true};

/**
 * Answers `Expect: 100-continue` only once the request passed every check that needs no body
 * (rate limit, content type, the route's body limit): a request refused with 413, 415 or 429
 * never gets `100 Continue`, so its client never sends the body.
 */
export function handleExpectContinue(app: FastifyInstance): void {
  // With a 'checkContinue' listener Node no longer sends 100 Continue itself.
  app.server.on('checkContinue', (request: ContinueRequest, response: ServerResponse) => {
    request[expectsContinue] = true;
    app.server.emit('request', request, response);
  });
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!(request.raw as ContinueRequest)[expectsContinue]) return payload;
    const length = Number(request.headers['content-length'] ?? 0);
    if (!(length > request.routeOptions.bodyLimit)) reply.raw.writeContinue();
    return payload;
  });
}

const netServerClose = NetServer.prototype.close;

/** Requests a connection may have waiting behind the one being answered; past it the connection is closed. */
export const PIPELINE_DEPTH = 16;

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** What Node's HTTP server keeps on a connection's socket: its parser, until the connection has closed. */
type ParsedSocket = Socket & {parser?: {onIncoming: ((...args: never[]) => unknown) | null} | null};

/**
 * Makes Node's parser stop at the next request of a connection we no longer answer. The parser reads the socket in
 * C++ and parses a whole read (64 KB, over a thousand small pipelined GETs) at once, building a request and a
 * response and emitting each even after the socket was destroyed: thousands of discarded requests blocked the event
 * loop for seconds. The parser hands each request over through `onIncoming`, whose return value it takes as its
 * headers callback's answer; -1 is llhttp's "callback failed", which ends the parse as a client error (ignored by
 * `clientErrorHandler` on a destroyed socket). `parser.pause()` would only apply after the whole read.
 * Node resets `onIncoming` when it gives the parser to another connection.
 */
function stopParsing(socket: ParsedSocket): void {
  if (socket.parser) socket.parser.onIncoming = () => -1;
}

/** How a server stops: what it waits for before closing the connections it still has. */
export interface DrainOptions {
  /** A connection with no request for this long is closed; until then a request may be on its way. Default 1 s. */
  idleMs?: number;
  /** Past this, every connection left is closed. Default 10 s. */
  deadlineMs?: number;
}

export interface Connections {
  /**
   * Stops taking connections and resolves once the open ones are closed: each request already sent is answered (with
   * `Connection: close`, which Fastify adds while it closes), a connection is closed once idle for `idleMs`, and any
   * left at `deadlineMs` are closed then. Node's own close would close idle keep-alive connections at once, cutting
   * off a request that was on its way on one of them.
   */
  drain(options?: DrainOptions): Promise<void>;
}

/**
 * Answers the requests of one connection one at a time, and tracks connections for a graceful stop (`drain`).
 * Node parses every request a client pipelines and hands each to the app at once, although the answers must leave
 * in order: a client that pipelines thousands of GETs and never reads made the server open a file and buffer an
 * answer for each. Here a request waits until the answer before it has been handed to the socket (so a client that
 * does not read holds one file and one answer's buffers), and a connection with more than `depth` requests waiting
 * is closed. Browsers do not pipeline; tools that do stay far below.
 */
export function answerInOrder(server: Server, depth = PIPELINE_DEPTH): Connections {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  /** Requests waiting per connection; a connection with an entry has a request being answered. */
  const waiting = new WeakMap<Socket, Array<[IncomingMessage, ServerResponse]>>();
  /** Open connections and when each last started or finished answering a request. */
  const lastActive = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    lastActive.set(socket, Date.now());
    socket.once('close', () => lastActive.delete(socket));
  });

  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const {socket} = request;
    lastActive.set(socket, Date.now());
    // 'close' comes once the answer was handed to the socket, or when the connection ended before that.
    response.once('close', () => {
      if (!socket.destroyed) lastActive.set(socket, Date.now());
      const queue = waiting.get(socket);
      const next = socket.destroyed ? undefined : queue?.shift();
      if (next) answer(...next);
      else waiting.delete(socket);
    });
    for (const listener of listeners) listener.call(server, request, response);
  };

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const {socket} = request;
    // Requests parsed from the same read as the one that closed the connection.
    if (socket.destroyed) return;
    const queue = waiting.get(socket);
    if (queue === undefined) {
      waiting.set(socket, []);
      answer(request, response);
    } else if (queue.length < depth) {
      queue.push([request, response]);
    } else {
      // What the client sent after this cannot be answered before what it sent first: the connection is given up.
      waiting.delete(socket);
      stopParsing(socket);
      socket.destroy();
    }
  });

  return {
    drain({idleMs = 1000, deadlineMs = 10_000} = {}) {
      // net.Server's close stops listening and leaves open connections be (http.Server's also closes idle ones).
      if (server.listening) netServerClose.call(server);
      const started = Date.now();
      return new Promise((resolve) => {
        const look = () => {
          const now = Date.now();
          for (const [socket, at] of lastActive) {
            if (now - started >= deadlineMs) socket.destroy();
            else if (!waiting.has(socket) && now - at >= idleMs) socket.end();
          }
          if (lastActive.size === 0) resolve();
          else setTimeout(look, Math.min(50, idleMs));
        };
        look();
      });
    },
  };
}
