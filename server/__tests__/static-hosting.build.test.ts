/**
 * The production build behind our server and behind Debian's nginx with the generated configuration
 * (staticHosting.ts): one table of requests, the same answers from both. nginx passes the feedback API and MCP
 * to the server instance. Needs build/ (vitest.build.config.ts) and /usr/sbin/nginx (installed as root when missing).
 */
import {readFileSync, readdirSync} from 'node:fs';
import {createServer, request} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {headerSet, headersFor, type HeaderSet} from '../headerSet.ts';
import {buildDir, startServer, type McpTestServer} from '../mcp/__tests__/harness.ts';
import {collectInlineScriptHashes} from '../scan.ts';
import {nginxConfig} from '../staticHosting.ts';
import {validBody} from './feedback-helpers.ts';
import {startNginx, type RunningNginx} from './nginx-harness.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Names and values as sent, repeated ones included. */
  rawHeaders: string[];
  body: Buffer;
}

/** Sends the target byte for byte (fetch would resolve `..` first) and keeps the body as stored, undecoded. */
function send(origin: string, target: string, {method = 'GET', headers = {}, body}: {method?: string; headers?: Record<string, string>; body?: string} = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const url = new URL(origin);
    const outgoing = request({host: url.hostname, port: url.port, method, path: target, headers: {connection: 'close', ...headers}}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({status: response.statusCode ?? 0, headers: response.headers, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks)}));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const inBuild = (relative: string) => readFileSync(path.join(buildDir, relative));
const firstFile = (folder: string, pattern: RegExp) => {
  const name = readdirSync(path.join(buildDir, folder)).find((entry) => pattern.test(entry));
  if (!name) throw new Error(`No file like ${pattern} in build/${folder}`);
  return `/${folder}/${name}`;
};
const mainJs = firstFile('assets/js', /^main\.[0-9a-f]+\.js$/);
const shardFolder = firstFile('search-index', /^[0-9a-f]{10}$/);
const shard = `${shardFolder}/en/${readdirSync(path.join(buildDir, shardFolder.slice(1), 'en'))[0]}`;
const shardFile = readdirSync(path.join(buildDir, shard.slice(1)), {recursive: true, withFileTypes: true}).find((entry) => entry.isFile() && entry.name.endsWith('.json'));
const shardUrl = `${path.posix.join(shard, path.relative(path.join(buildDir, shard.slice(1)), shardFile!.parentPath).split(path.sep).join('/'))}/${shardFile!.name}`;

const page = {type: 'text/html; charset=utf-8', cache: 'public, max-age=0, must-revalidate'};
const other = 'public, max-age=3600';
const immutable = 'public, max-age=31536000, immutable';
const markdown = 'text/markdown; charset=utf-8';

interface Case {
  target: string;
  method?: string;
  headers?: Record<string, string>;
  status: number;
  location?: string;
  type?: string;
  cache?: string;
  /** Content-Encoding, and the stored file whose bytes the body must be. */
  encoding?: [string, string];
  /** Text the body contains. */
  contains?: string;
}

const cases: Case[] = [
  {target: '/', status: 200, ...page, contains: '<html'},
  {target: '/quickstart', status: 200, ...page, contains: '<h1'},
  {target: '/how-to-guides', status: 200, ...page},
  {target: '/quickstart.html?q=1&x=2', status: 301, location: '/quickstart?q=1&x=2', cache: other},
  {target: '/index', status: 301, location: '/', cache: other},
  {target: '/index.html?utm_source=x', status: 301, location: '/?utm_source=x', cache: other},
  {target: '/how-to-guides/index.html?tab=1', status: 301, location: '/how-to-guides?tab=1', cache: other},
  {target: '/faq/', status: 301, location: '/faq', cache: other},
  {target: '/missing', status: 404, ...page, contains: 'Page Not Found'},
  {target: '/quickstart/extra', status: 404, ...page, contains: 'Page Not Found'},
  {target: '/img', status: 404, ...page, contains: 'Page Not Found'},
  {target: '/missing.md', status: 404, ...page, contains: 'Page Not Found'},
  {target: '/quickstart.md', status: 200, type: markdown, cache: other, contains: '# '},
  {target: '/quickstart', headers: {accept: 'text/markdown'}, status: 200, type: markdown, cache: other},
  {target: '/quickstart', headers: {accept: 'text/markdown, text/html;q=0.9'}, status: 200, type: markdown},
  {target: '/quickstart', headers: {accept: 'text/markdown;q=0.5'}, status: 200, type: markdown},
  // The home page has no Markdown twin.
  {target: '/', headers: {accept: 'text/markdown'}, status: 200, ...page},
  {target: '/quickstart', headers: {accept: 'text/html,application/xhtml+xml,*/*;q=0.8'}, status: 200, ...page},
  {target: '/quickstart', headers: {accept: 'text/markdown;q=0, text/html'}, status: 200, ...page},
  {target: '/quickstart', headers: {accept: 'text/markdown;q=0.5, text/html'}, status: 200, ...page},
  {target: mainJs, status: 200, type: 'text/javascript; charset=utf-8', cache: immutable},
  {target: '/search-index/en.json', status: 200, type: 'application/json; charset=utf-8', cache: page.cache},
  {target: shardUrl, status: 200, type: 'application/json; charset=utf-8', cache: immutable},
  {target: '/img/favicon.svg', status: 200, type: 'image/svg+xml', cache: other},
  {target: '/sitemap.xml', status: 200, type: 'application/xml; charset=utf-8', cache: other},
  {target: '/llms.txt', status: 200, type: 'text/plain; charset=utf-8', cache: other},
  {target: '/vtex-headless-cms-api', status: 200, ...page},
  {target: '/vtex-headless-cms-api?tab=try', status: 200, ...page},
  {target: '/quickstart', headers: {'accept-encoding': 'gzip'}, status: 200, ...page, encoding: ['gzip', 'quickstart.html.gz']},
  {target: '/quickstart', headers: {'accept-encoding': 'gzip, deflate, br'}, status: 200, ...page, encoding: ['br', 'quickstart.html.br']},
  {target: mainJs, headers: {'accept-encoding': 'br'}, status: 200, cache: immutable, encoding: ['br', `${mainJs.slice(1)}.br`]},
  {target: '/quickstart.md', headers: {'accept-encoding': 'gzip'}, status: 200, type: markdown, encoding: ['gzip', 'quickstart.md.gz']},
  {target: '/quickstart', method: 'POST', status: 405},
];

// package.json sits next to build/: no request may reach it.
const secret = '"name": "faststore-devportal"';
const traversals = [
  '/../package.json',
  '/%2e%2e/package.json',
  '/..%2fpackage.json',
  '/%252e%252e/package.json',
  '/assets/..%2f..%2fpackage.json',
  '/assets/%2e%2e/%2e%2e/package.json',
  '/assets/..%5c..%5cpackage.json',
  '/assets/../../package.json',
  '/%00',
  '/package.json%00.js',
  '/%zz',
];

/**
 * Clean-URL redirects a browser would follow to another host if the Location kept a backslash, a tab or a line break
 * that the path only had percent-encoded (browsers read `/\` as `//` and drop tabs and line breaks), or a doubled slash.
 */
const openRedirects = [
  '//evil.com/',
  '///evil.com/',
  '/\\evil.com/',
  '/\\/evil.com/',
  '/%5cevil.com/',
  '/%5Cevil.com/',
  '/%5c%5cevil.com/',
  '/%5c/evil.com/',
  '/%2fevil.com/',
  '/%2f%2fevil.com/',
  '/%09/evil.com/',
  '/%09%2fevil.com/',
  '/%0a/evil.com/',
  '/%0d/evil.com/',
  '/%0d%0a/evil.com/',
  '/%0b/evil.com/',
  '/%20/evil.com/',
  '/%5cevil.com.html',
  '/%5cevil.com/index',
  '/%09/evil.com/index.html?q=1',
  '//evil.com/index.html?next=/',
  '/%5cevil.com/?utm=1',
  '/.%2e//evil.com/',
  '/%e3%80%82evil.com/',
];

/** Where a browser on https://docs.example would go for `location`, or null when there is none. */
const followed = (location: string | string[] | undefined) => (typeof location === 'string' ? new URL(location, 'https://docs.example/').origin : null);

let server: McpTestServer;
let nginx: RunningNginx;
let set: HeaderSet;

beforeAll(async () => {
  server = await startServer();
  // The same set our server computes at start-up (app.ts), with its defaults: no analytics, no HSTS over http.
  set = headerSet({scriptHashes: await collectInlineScriptHashes(buildDir)});
  nginx = await startNginx((listen) =>
    nginxConfig(set, {root: buildDir, listen, upstreams: [new URL(server.origin).host], brotliStatic: true}),
  );
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await server?.close();
});

const targets: Array<[string, () => string]> = [
  ['our server', () => server.origin],
  ['nginx', () => nginx.origin],
];

describe.each(targets)('%s', (_name, origin) => {
  const named = cases.map((entry): [string, Case] => [
    `${entry.method ?? 'GET'} ${entry.target}${entry.headers ? ` ${JSON.stringify(entry.headers)}` : ''} answers ${entry.status}`,
    entry,
  ]);
  it.each(named)('%s', async (_title, {target, method, headers, status, location, type, cache, encoding, contains}) => {
    const answer = await send(origin(), target, {method, headers});
    expect(answer.status).toBe(status);
    // The security headers, the API reference's wider connect-src and the Permissions-Policy among them.
    expect(answer.headers).toMatchObject(headersFor(set, target));
    if (location !== undefined) expect(answer.headers.location).toBe(location);
    if (type !== undefined) expect(answer.headers['content-type']).toBe(type);
    if (cache !== undefined) expect(answer.headers['cache-control']).toBe(cache);
    if (encoding !== undefined) {
      expect(answer.headers['content-encoding']).toBe(encoding[0]);
      expect(answer.body.equals(inBuild(encoding[1]))).toBe(true);
    } else {
      expect(answer.headers['content-encoding']).toBeUndefined();
    }
    if (contains !== undefined) expect(answer.body.toString()).toContain(contains);
  });

  it.each(['/', '/vtex-headless-cms-api?tab=try', '/quickstart.html', '/missing'])('%s: only the API reference reaches its try-it hosts', async (target) => {
    const csp = String((await send(origin(), target)).headers['content-security-policy']);
    const connectSrc = csp.split('; ').find((directive) => directive.startsWith('connect-src '));
    expect(connectSrc).toBe(target.startsWith('/vtex-headless-cms-api') ? "connect-src 'self' https://*.myvtex.com" : "connect-src 'self'");
  });

  it.each(traversals)('%s never leaves the build', async (target) => {
    const answer = await send(origin(), target);
    expect([400, 404]).toContain(answer.status);
    expect(answer.body.toString()).not.toContain(secret);
  });

  it.each(openRedirects)('%s never redirects to another host', async (target) => {
    const answer = await send(origin(), target, {headers: {host: 'docs.example'}});
    expect([301, 400, 404]).toContain(answer.status);
    expect(followed(answer.headers.location) ?? 'https://docs.example').toBe('https://docs.example');
  });

  it.each(['/nginx.conf', '/_headers'])('%s, written for the host, answers 404', async (target) => {
    const answer = await send(origin(), target);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).not.toContain('faststore_app');
  });

  it('answers a range past the end with 416 and each header once', async () => {
    const answer = await send(origin(), '/img/favicon.svg', {headers: {range: 'bytes=999999-'}});
    expect(answer.status).toBe(416);
    const names = answer.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(answer.headers).toMatchObject(headersFor(set, '/img/favicon.svg'));
  });

  it.each(['camera', 'microphone', 'geolocation', 'payment', 'usb'])('turns off %s, which the portal never uses', async (feature) => {
    expect(String((await send(origin(), '/')).headers['permissions-policy']).split(', ')).toContain(`${feature}=()`);
  });

  it('stores a feedback post and answers unknown API paths with JSON', async () => {
    const body = validBody();
    const posted = await send(origin(), '/api/feedback', {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify(body)});
    expect(posted.status).toBe(201);
    expect(server.storedRows().map((row) => row.id)).toContain(body.id);
    const unknown = await send(origin(), '/api/unknown.html');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString())).toEqual({error: 'Not found'});
  });

  it('answers MCP, describing the endpoint by the Host the client used and never by X-Forwarded-Host', async () => {
    const described = await send(origin(), '/.well-known/mcp', {headers: {'x-forwarded-host': 'evil.example'}});
    expect(described.status).toBe(200);
    expect(described.body.toString()).not.toContain('evil.example');
  });

  it('answers MCP', async () => {
    const answer = await send(origin(), '/mcp', {
      method: 'POST',
      headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream'},
      body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list'}),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain('search_docs');
  });
});

describe('both answer a clean-URL redirect alike', () => {
  it.each(openRedirects)('%s', async (target) => {
    const [ours, theirs] = await Promise.all(targets.map(([, origin]) => send(origin(), target, {headers: {host: 'docs.example'}})));
    // nginx refuses a dot segment that climbs above the root with 400, where our server redirects within the site.
    if (ours!.status === 301 && theirs!.status === 301) expect(theirs!.headers.location).toBe(ours!.headers.location);
    else expect([ours!.status, theirs!.status]).toContain(400);
  });
});

describe('what nginx passes to the instances', () => {
  it('sets the client address and scheme itself and passes no X-Forwarded-Host or Forwarded a client sent', async () => {
    let received: Record<string, string | string[] | undefined> = {};
    const echo = createServer((request, response) => {
      received = request.headers;
      response.writeHead(200, {'content-type': 'application/json'}).end('{}');
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const proxy = await startNginx((listen) => nginxConfig(set, {root: buildDir, listen, upstreams: [`127.0.0.1:${(echo.address() as AddressInfo).port}`]}));
    try {
      const answer = await send(proxy.origin, '/api/anything', {
        headers: {host: 'docs.example', 'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example;for=1.2.3.4', 'x-forwarded-proto': 'https', 'x-forwarded-for': '1.2.3.4'},
      });
      expect(answer.status).toBe(200);
      expect(received.host).toBe('docs.example');
      expect(received['x-forwarded-host']).toBeUndefined();
      expect(received.forwarded).toBeUndefined();
      expect(received['x-forwarded-proto']).toBe('http');
      // The client's claim stays first; the address nginx saw is last, where TRUST_PROXY reads it.
      expect(received['x-forwarded-for']).toBe('1.2.3.4, 127.0.0.1');
    } finally {
      await proxy.stop();
      echo.closeAllConnections();
      await new Promise((resolve) => echo.close(resolve));
    }
  });
});

describe('nginx with --brotli-static', () => {
  // Debian's brotli module (libnginx-mod-http-brotli-static 1.0.0~rc-3) sizes its .br path 3 bytes too long; with
  // nginx's symlink check on, a '/' an earlier request left in those bytes made it decline, for every later request
  // of the same shape (CI saw the main bundle sent uncompressed). The generated configuration turns the check off.
  it('sends the stored .br copy every time, after the traffic of the table above', async () => {
    const sent: Array<string | undefined> = [];
    for (const deep of [false, true]) {
      for (const target of [mainJs, '/quickstart']) {
        for (const accept of ['br', 'gzip, deflate, br']) {
          if (deep) await send(nginx.origin, `/${'a/'.repeat(sent.length % 9)}x`);
          sent.push((await send(nginx.origin, target, {headers: {'accept-encoding': accept}})).headers['content-encoding'] as string | undefined);
        }
      }
    }
    expect(sent).toEqual(sent.map(() => 'br'));
  });
});
