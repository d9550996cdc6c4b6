/**
 * Clients that pipeline requests: one that pipelines thousands and never reads the answers must not make the server
 * open a file or buffer an answer per request (file descriptors and memory stay a small fixed amount per connection)
 * while readers keep being served; a client that pipelines a few gets every answer, in order.
 */
import {readdirSync, writeFileSync} from 'node:fs';
import type {IncomingMessage} from 'node:http';
import {connect, type AddressInfo, type Socket} from 'node:net';
import path from 'node:path';
import type {FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildApp} from '../app.js';
import {PIPELINE_DEPTH} from '../http.js';
import {createFixture} from './fixture.js';

const fixture = createFixture();
// A page large enough that answers fill the sockets' buffers: 96 KB, sent as it is (no stored copies, no compression asked).
const bigPage = `<!doctype html><html><body><h1>Big</h1><p>${'FastStore '.repeat(9_800)}</p></body></html>`;
writeFileSync(path.join(fixture.buildDir, 'big.html'), bigPage);
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildApp({buildDir: fixture.buildDir});
  await app.listen({port: 0, host: '127.0.0.1'});
  port = (app.server.address() as AddressInfo).port;
  app.server.on('connection', (socket: Socket) => serverEnds.set(socket.remotePort!, socket));
  // First of the 'request' listeners: sees every request Node's parser hands over, before the app discards any.
  app.server.prependListener('request', (request: IncomingMessage) => {
    if (request.socket.destroyed) handedOverAfterClose += 1;
  });
});

afterAll(async () => {
  await app.close();
  fixture.remove();
});

const openFiles = () => readdirSync('/proc/self/fd').length;

/** Requests Node's parser handed to the server on a connection that was already closed: each costs work for nothing. */
let handedOverAfterClose = 0;

/** The server's end of each connection, by the client's port: a client that does not read never learns it was closed. */
const serverEnds = new Map<number, Socket>();

/** Opens a connection that sends `count` pipelined GETs of `target` at once and never reads an answer. */
function pipelineWithoutReading(target: string, count: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.pause();
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`.repeat(count));
      resolve(socket);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
  });
}

/** Resolves once the server has closed its end of `client`'s connection. */
async function closedByServer(client: Socket): Promise<void> {
  while (!serverEnds.has(client.localPort!)) await new Promise((resolve) => setImmediate(resolve));
  const end = serverEnds.get(client.localPort!)!;
  if (!end.destroyed) await new Promise<void>((resolve) => end.once('close', () => resolve()));
}

describe('a client that pipelines thousands of requests and never reads', () => {
  it('holds a few files and a few megabytes per connection, and readers are still served', {timeout: 60_000}, async () => {
    // Warm up (the first request loads the static plugin's modules) so that the figures below measure the attack.
    expect((await fetch(`http://127.0.0.1:${port}/quickstart`)).status).toBe(200);
    const filesBefore = openFiles();
    const memoryBefore = process.memoryUsage().rss;
    let files = filesBefore;
    let memory = memoryBefore;
    const sample = () => {
      files = Math.max(files, openFiles());
      memory = Math.max(memory, process.memoryUsage().rss);
    };
    const sampler = setInterval(sample, 10);

    const connections = 4;
    const attackers = await Promise.all(Array.from({length: connections}, () => pipelineWithoutReading('/big', 2500)));
    // Readers meanwhile: every page answers 200.
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`http://127.0.0.1:${port}/quickstart`);
      await response.arrayBuffer();
      statuses.push(response.status);
      sample();
    }
    // Past the allowed depth the server closes the connection rather than queue the rest.
    await Promise.all(attackers.map(closedByServer));
    for (const attacker of attackers) attacker.destroy();
    clearInterval(sampler);
    sample();

    expect(statuses.every((status) => status === 200)).toBe(true);
    // Each connection: its socket on both ends here, the file being sent, a little slack for the readers.
    expect(files - filesBefore).toBeLessThanOrEqual(connections * 4 + 10);
    expect((memory - memoryBefore) / 2 ** 20).toBeLessThan(96);
  });

  it('has nothing more of what it sent parsed once its connection is closed', {timeout: 60_000}, async () => {
    // One read holds over a thousand such GETs; Node parsed and handed over every one of them after the connection
    // was closed, which is what blocked the server for seconds under 20 such connections.
    const before = handedOverAfterClose;
    const attackers = await Promise.all(Array.from({length: 4}, () => pipelineWithoutReading('/big', 5000)));
    // The parse of the read that closed a connection ends before the socket's 'close'.
    await Promise.all(attackers.map(closedByServer));
    for (const attacker of attackers) attacker.destroy();
    expect(handedOverAfterClose - before).toBe(0);
    expect((await fetch(`http://127.0.0.1:${port}/quickstart`)).status).toBe(200);
  });
});

describe('a client that pipelines a few requests', () => {
  it(`gets every answer, in order, up to ${PIPELINE_DEPTH} behind the one being answered`, async () => {
    const targets = Array.from({length: PIPELINE_DEPTH + 1}, (_, i) => (i % 2 === 0 ? '/quickstart' : `/missing-${i}`));
    const text = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(targets.map((target, i) => `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${i === targets.length - 1 ? 'Connection: close\r\n' : ''}\r\n`).join(''));
      });
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });
    const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
    expect(statuses).toEqual(targets.map((target) => (target === '/quickstart' ? 200 : 404)));
  });
});
