/**
 * The server against raw sockets: connection timeouts, HTTP/1.1 details (Host, absolute-form targets,
 * Expect: 100-continue) and the headers on replies Node writes itself.
 */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {connect, type AddressInfo, type Socket} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildApp} from '../app.ts';
import {registerFeedback} from '../feedback/routes.ts';
import {createFixture} from './fixture.ts';
import {validBody} from './feedback-helpers.ts';

const fixture = createFixture();
const dbDir = mkdtempSync(path.join(tmpdir(), 'http-hardening-'));
const timeouts = {headers: 500, request: 1000, keepAlive: 500};
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildApp({
    buildDir: fixture.buildDir,
    publicOrigin: 'https://faststore.dev',
    timeouts,
    register: (instance) => registerFeedback(instance, {dbPath: path.join(dbDir, 'feedback.db'), rateLimit: 1000}),
  });
  await app.listen({port: 0, host: '127.0.0.1'});
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  fixture.remove();
  rmSync(dbDir, {recursive: true, force: true});
});

interface Exchange {
  /** Everything the server sent, as latin1 text. */
  text: string;
  /** Milliseconds from connecting until the server closed the connection (or `wait` ran out). */
  closedAfter: number;
  /** Whether the server closed it (false: still open when `wait` ran out). */
  closed: boolean;
}

/** Opens a connection, lets `drive` write to it, and collects the reply until the server closes it or `wait` ms pass. */
function exchange(drive: (socket: Socket) => void, wait = 3000): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let text = '';
    const socket = connect(port, '127.0.0.1', () => drive(socket));
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({text, closedAfter: Date.now() - started, closed: false});
    }, wait);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({text, closedAfter: Date.now() - started, closed: true});
    });
  });
}

/** Writes `parts` one by one, `everyMs` apart, while the socket is writable. */
function trickle(socket: Socket, parts: readonly string[], everyMs: number): void {
  let index = 0;
  const timer = setInterval(() => {
    if (index >= parts.length || socket.destroyed) return clearInterval(timer);
    socket.write(parts[index++]!);
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

const statusLines = (text: string) => text.split('\r\n').filter((line) => /^HTTP\/1\.1 \d{3}/.test(line));
function headersOf(text: string, status: number): Record<string, string> {
  const head = text.split('\r\n\r\n').find((block) => block.includes(`HTTP/1.1 ${status}`)) ?? '';
  return Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

const feedbackHead = (length: number, extra = '') =>
  `POST /api/feedback HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${extra}\r\n`;

describe('slow clients', () => {
  // Deadlines are checked every quarter of the shortest limit; allow that plus scheduling slack on a busy machine.
  const slack = 900;

  it('closes slow-header, slow-body and no-body connections in time while pages keep being served', async () => {
    const body = JSON.stringify(validBody());
    // Warm up the client (its first request is slow on a busy machine), so reads below measure the server.
    await (await fetch(`http://127.0.0.1:${port}/quickstart`)).arrayBuffer();
    const started = Date.now();
    /** Status of each page read while the slow connections are held, and when it was answered. */
    const pages: Array<{status: number; at: number}> = [];
    let reading = true;
    const reader = (async () => {
      while (reading) {
        const response = await fetch(`http://127.0.0.1:${port}/quickstart`);
        await response.arrayBuffer();
        pages.push({status: response.status, at: Date.now() - started});
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    const [slowHeaders, slowBody, noBody] = await Promise.all([
      // One header line every 200 ms, never the blank line that ends them.
      exchange((socket) => {
        socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
        trickle(socket, Array.from({length: 50}, (_, i) => `X-Slow-${i}: 1\r\n`), 200);
      }),
      // Headers at once, then the body one byte every 200 ms (it would take minutes).
      exchange((socket) => {
        socket.write(feedbackHead(Buffer.byteLength(body)));
        trickle(socket, [...body], 200);
      }),
      // Headers announce a body that never comes.
      exchange((socket) => socket.write(feedbackHead(100))),
    ]);
    reading = false;
    await reader;

    expect(slowHeaders.closed).toBe(true);
    expect(slowHeaders.closedAfter).toBeLessThan(timeouts.headers + slack);
    for (const held of [slowBody, noBody]) {
      expect(held.closed).toBe(true);
      expect(held.closedAfter).toBeGreaterThanOrEqual(timeouts.request - 50);
      expect(held.closedAfter).toBeLessThan(timeouts.request + slack);
      expect(statusLines(held.text)).toEqual(['HTTP/1.1 408 Request Timeout']);
      expect(headersOf(held.text, 408)['content-security-policy']).toContain("default-src 'self'");
    }
    // Readers were served while the slow connections were still held.
    expect(pages.filter(({at}) => at < Math.min(slowBody.closedAfter, noBody.closedAfter)).length).toBeGreaterThan(0);
    expect(pages.every(({status}) => status === 200)).toBe(true);
  });

  it('closes a connection answered before its body arrived, even while the body trickles in', async () => {
    // 415 comes before the body is read; the body then arrives one byte every 200 ms.
    const refused = await exchange((socket) => {
      socket.write('POST /api/feedback HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\n');
      trickle(socket, Array.from({length: 100}, () => 'x'), 200);
    });
    expect(statusLines(refused.text)).toEqual(['HTTP/1.1 415 Unsupported Media Type']);
    expect(refused.closed).toBe(true);
    expect(refused.closedAfter).toBeLessThan(slack);
  });

  it('closes a connection whose client stopped reading its answer, once nothing moved for twice the request time', async () => {
    // Larger than the sockets' buffers hold, so that sending stalls when the client does not read.
    writeFileSync(path.join(fixture.buildDir, 'large.html'), 'x'.repeat(8_000_000));
    let stalled: Socket | undefined = undefined;
    const serverEnd = new Promise<{closedAfter: number; written: number}>((resolve) => {
      app.server.once('connection', (socket: Socket) => {
        const started = Date.now();
        socket.once('close', () => resolve({closedAfter: Date.now() - started, written: socket.bytesWritten}));
      });
    });
    stalled = connect(port, '127.0.0.1', () => {
      stalled!.pause();
      stalled!.write('GET /large HTTP/1.1\r\nHost: localhost\r\n\r\n');
    });
    stalled.on('error', () => {});
    const {closedAfter, written} = await serverEnd;
    stalled.destroy();
    expect(written).toBeLessThan(8_000_000);
    expect(closedAfter).toBeGreaterThanOrEqual(2 * timeouts.request);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const idle = await exchange((socket) => socket.write('GET /robots.txt HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    expect(statusLines(idle.text)).toEqual(['HTTP/1.1 200 OK']);
    expect(idle.closed).toBe(true);
    // Node waits up to a second past the keep-alive timeout it advertises, so that clients close first.
    expect(idle.closedAfter).toBeLessThan(timeouts.keepAlive + 1000 + slack);
    expect(headersOf(idle.text, 200)['keep-alive']).toBe(`timeout=${Math.floor(timeouts.keepAlive / 1000)}`);
  });
});

describe('HTTP/1.1 conformance', () => {
  it('answers 400 to a request with two Host lines, with the security headers', async () => {
    const {text} = await exchange((socket) => socket.write('GET / HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\n\r\n'));
    expect(statusLines(text)).toEqual(['HTTP/1.1 400 Bad Request']);
    expect(headersOf(text, 400)['x-content-type-options']).toBe('nosniff');
  });

  it('serves an absolute-form target whose authority is the Host as its path', async () => {
    const host = `127.0.0.1:${port}`;
    const {text} = await exchange((socket) => socket.write(`GET http://${host}/quickstart HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`));
    expect(statusLines(text)).toEqual(['HTTP/1.1 200 OK']);
    expect(text).toContain('<h1>Quickstart</h1>');
  });

  it.each([
    ['another host', 'GET http://elsewhere.example/quickstart HTTP/1.1'],
    ['a relative target', 'GET quickstart HTTP/1.1'],
  ])('answers 400 to %s', async (_case, requestLine) => {
    const {text} = await exchange((socket) => socket.write(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    expect(statusLines(text)).toEqual(['HTTP/1.1 400 Bad Request']);
  });

  it('refuses an oversized body announced with Expect: 100-continue without sending 100 Continue', async () => {
    const {text} = await exchange((socket) => socket.write(feedbackHead(1_000_000, 'Expect: 100-continue\r\n')), 1500);
    expect(statusLines(text)).toEqual(['HTTP/1.1 413 Payload Too Large']);
  });

  it('sends 100 Continue to an acceptable Expect: 100-continue request, then stores it', async () => {
    const body = JSON.stringify(validBody());
    const {text} = await exchange((socket) => {
      socket.write(feedbackHead(Buffer.byteLength(body), 'Expect: 100-continue\r\nConnection: close\r\n'));
      socket.once('data', () => socket.write(body));
    });
    expect(statusLines(text)).toEqual(['HTTP/1.1 100 Continue', 'HTTP/1.1 201 Created']);
  });

  it.each([
    ['an unparsable request (400)', 'NOT HTTP AT ALL\r\n\r\n', 400],
    ['oversized headers (431)', `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['an HTTP/1.1 request without Host (400)', 'GET / HTTP/1.1\r\n\r\n', 400],
    ['an expectation other than 100-continue (417)', 'GET / HTTP/1.1\r\nHost: localhost\r\nExpect: foo\r\n\r\n', 417],
  ])('puts the security headers on the reply to %s', async (_case, request, status) => {
    const {text} = await exchange((socket) => socket.write(request));
    expect(statusLines(text)[0]).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    const headers = headersOf(text, status);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['cache-control']).toBe('no-store');
  });

  it('serves an HTTP/1.0 request without Host, which that version allows', async () => {
    const {text} = await exchange((socket) => socket.write('GET /quickstart HTTP/1.0\r\n\r\n'));
    expect(statusLines(text)).toEqual(['HTTP/1.1 200 OK']);
    expect(text).toContain('<h1>Quickstart</h1>');
  });
});
