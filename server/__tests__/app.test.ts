import {createHash} from 'node:crypto';
import {connect} from 'node:net';
import type {AddressInfo} from 'node:net';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {Readable} from 'node:stream';
import {brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync, inflateSync} from 'node:zlib';
import type {FastifyInstance, LightMyRequestResponse} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildApp, everyMinute} from '../app.js';
import {analyticsHostsFor} from '../csp.js';
import {createFixture, inlineScript, jsonLd, mainJs, secret, stylesCss} from './fixture.js';

const fixture = createFixture();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    buildDir: fixture.buildDir,
    register: async (instance) => {
      instance.get('/api/ping', async () => ({ok: true}));
      instance.get('/_mock/hello', async () => 'mocked');
      // A file answer that fails after its headers were chosen, as a static file does when no file descriptor is left.
      instance.get('/_test/fails-after-headers/:code', async (request, reply) => {
        const {code} = request.params as {code: string};
        const failing = new Readable({
          read() {
            this.destroy(Object.assign(new Error(`${code}: open '/srv/build/secret.html' failed`), {code}));
          },
        });
        return reply.type('text/html; charset=utf-8').header('etag', '"abc"').header('last-modified', new Date(0).toUTCString()).send(failing);
      });
    },
  });
});

afterAll(async () => {
  await app.close();
  fixture.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({method: 'GET', url, headers});
const sha256 = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const scriptSrc = (response: LightMyRequestResponse) =>
  String(response.headers['content-security-policy'])
    .split('; ')
    .find((directive) => directive.startsWith('script-src '));

/** Sends the request line byte for byte: app.inject (like fetch) would resolve `..` before sending. */
function rawGet(port: number, target: string): Promise<{status: number; body: string}> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    let response = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (response += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = response.split('\r\n\r\n');
      resolve({status: Number(head.split(' ')[1]), body});
    });
  });
}

describe('clean URLs', () => {
  it.each([
    ['/quickstart.html', '/quickstart'],
    ['/quickstart.html?q=1', '/quickstart?q=1'],
    ['/index', '/'],
    ['/index.html', '/'],
    ['/how-to-guides/index', '/how-to-guides'],
    ['/how-to-guides/index.html?a=b', '/how-to-guides?a=b'],
    ['/faq/', '/faq'],
    ['/how-to-guides/?tab=cms', '/how-to-guides?tab=cms'],
  ])('GET %s redirects 301 to %s', async (url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it.each([
    ['/', '<h1>Home</h1>'],
    ['/quickstart', '<h1>Quickstart</h1>'],
    ['/how-to-guides', '<h1>How-to guides</h1>'],
    ['/how-to-guides?tab=cms', '<h1>How-to guides</h1>'],
  ])('GET %s serves the page', async (url, heading) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(heading);
  });

  it.each(['/missing', '/quickstart/extra', '/assets/js/missing.js', '/img', '/%00', '/api'])(
    'GET %s answers 404 with the not-found page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('Page Not Found');
    },
  );
});

describe('files written for static hosts', () => {
  // The generated nginx server block names the build's absolute path and the instances' addresses.
  beforeAll(() => {
    writeFileSync(path.join(fixture.buildDir, 'nginx.conf'), `root "${fixture.buildDir}";\nupstream faststore_app { server 10.0.0.5:3000; }\n`);
    writeFileSync(path.join(fixture.buildDir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  });

  it.each(['/nginx.conf', '/_headers', '/nginx.conf?x=1', '/%6Eginx.conf', '/_headers/', '/nginx'])('GET %s answers 404 and never the file', async (url) => {
    const response = await get(url);
    expect([301, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('upstream');
    expect(response.body).not.toContain('X-Frame-Options: DENY');
  });
});

describe('path traversal', () => {
  const attempts = [
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/%252e%252e/secret.txt',
    '/%252e%252e%252fsecret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/assets/../../secret.txt',
    '/%00',
    '/secret.txt%00.js',
    '/linked-secret.txt',
  ];
  let port: number;

  beforeAll(async () => {
    await app.listen({port: 0, host: '127.0.0.1'});
    port = (app.server.address() as AddressInfo).port;
  });

  it.each(attempts)('app.inject %s never returns the secret', async (url) => {
    const response = await get(url);
    expect(response.body).not.toContain(secret);
    expect([400, 404]).toContain(response.statusCode);
  });

  it.each(attempts)('raw HTTP %s never returns the secret', async (target) => {
    const response = await rawGet(port, target);
    expect(response.body).not.toContain(secret);
    expect([400, 404]).toContain(response.status);
  });
});

describe('files', () => {
  it.each([
    ['/', 'text/html; charset=utf-8', 'public, max-age=0, must-revalidate'],
    ['/quickstart', 'text/html; charset=utf-8', 'public, max-age=0, must-revalidate'],
    ['/assets/js/main.0a1b2c3d.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/assets/css/styles.abc.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/assets/fonts/inter.1234.woff2', 'font/woff2', 'public, max-age=31536000, immutable'],
    ['/img/x.svg', 'image/svg+xml', 'public, max-age=3600'],
    ['/img/logo.png', 'image/png', 'public, max-age=3600'],
    ['/img/photo.webp', 'image/webp', 'public, max-age=3600'],
    ['/favicon.ico', 'image/x-icon', 'public, max-age=3600'],
    ['/sitemap.xml', 'application/xml; charset=utf-8', 'public, max-age=3600'],
    ['/robots.txt', 'text/plain; charset=utf-8', 'public, max-age=3600'],
    ['/search-index.json', 'application/json; charset=utf-8', 'public, max-age=3600'],
    ['/search-index/en.json', 'application/json; charset=utf-8', 'public, max-age=0, must-revalidate'],
    ['/search-index/0123456789/en/d/0.json', 'application/json; charset=utf-8', 'public, max-age=31536000, immutable'],
  ])('GET %s is %s with Cache-Control %s', async (url, type, cacheControl) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  it.each(['/', '/how-to-guides', '/assets/js/main.0a1b2c3d.js', '/img/x.svg'])(
    'GET %s answers 304 when If-None-Match holds its ETag',
    async (url) => {
      const first = await get(url);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[^"]+"$/);
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await get(url, {'if-none-match': ifNoneMatch});
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
      }
      expect((await get(url, {'if-none-match': '"stale"'})).statusCode).toBe(200);
    },
  );

  it.each(['/', '/quickstart', '/assets/js/main.0a1b2c3d.js', '/missing'])('HEAD %s sends the GET headers and no body', async (url) => {
    const getResponse = await get(url);
    const head = await app.inject({method: 'HEAD', url});
    expect(head.statusCode).toBe(getResponse.statusCode);
    expect(head.body).toBe('');
    for (const name of ['content-type', 'content-length', 'etag', 'cache-control', 'content-security-policy']) {
      expect(head.headers[name]).toEqual(getResponse.headers[name]);
    }
  });
});

describe('ranges and dates', () => {
  it('answers a byte range with 206 and that slice of the file', async () => {
    const response = await get('/assets/js/main.0a1b2c3d.js', {range: 'bytes=0-9'});
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 0-9/${mainJs.length}`);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(mainJs.slice(0, 10));
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers a range past the end with 416, the file size, the security headers and no caching', async () => {
    const response = await get('/assets/js/main.0a1b2c3d.js', {range: `bytes=${mainJs.length + 10}-`});
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${mainJs.length}`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain(mainJs.slice(0, 20));
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers 304 to If-Modified-Since at or after Last-Modified', async () => {
    const first = await get('/quickstart');
    const lastModified = String(first.headers['last-modified']);
    expect(Date.parse(lastModified)).not.toBeNaN();
    const again = await get('/quickstart', {'if-modified-since': lastModified});
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(again.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('compression', () => {
  const decoders: Record<string, (body: Buffer) => Buffer> = {br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync};

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['deflate', 'deflate'],
    ['gzip, deflate, br', 'br'],
    ['gzip;q=1, br;q=0', 'gzip'],
  ])('Accept-Encoding %s gives %s that decodes to the file', async (acceptEncoding, encoding) => {
    const response = await get('/assets/js/main.0a1b2c3d.js', {'accept-encoding': acceptEncoding});
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toContain('accept-encoding');
    const decode = decoders[encoding];
    expect(decode?.(response.rawPayload).toString()).toBe(mainJs);
  });

  it.each([
    ['/assets/js/main.0a1b2c3d.js', 'identity', mainJs],
    ['/assets/js/main.0a1b2c3d.js', '', mainJs],
    // Under ~1 KB compressing costs more than it saves.
    ['/assets/css/styles.abc.css', 'br, gzip', stylesCss],
  ])('GET %s with Accept-Encoding "%s" is sent as is', async (url, acceptEncoding, body) => {
    const response = await get(url, acceptEncoding ? {'accept-encoding': acceptEncoding} : {});
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(body);
  });
});

describe('precompressed files', () => {
  // Stored variants are recognisable: they decode to a text that differs from the original file.
  const original = `${'const stored = "original";\n'.repeat(80)}`;
  const storedText = `${'const stored = "from the .br or .gz file";\n'.repeat(80)}`;
  let storedBr: Buffer;
  let storedGz: Buffer;

  beforeAll(() => {
    const file = path.join(fixture.buildDir, 'assets/js/stored.1234.js');
    writeFileSync(file, original);
    storedBr = brotliCompressSync(storedText);
    storedGz = gzipSync(storedText);
    writeFileSync(`${file}.br`, storedBr);
    writeFileSync(`${file}.gz`, storedGz);
  });

  it.each([
    ['br', 'br', () => storedBr],
    ['gzip, deflate, br', 'br', () => storedBr],
    ['gzip', 'gzip', () => storedGz],
    ['br;q=0, gzip', 'gzip', () => storedGz],
    ['BR, GZIP', 'br', () => storedBr],
    ['br;q=0.5, gzip;q=0.8', 'gzip', () => storedGz],
  ])('Accept-Encoding %s sends the stored %s bytes as they are', async (acceptEncoding, encoding, stored) => {
    const response = await get('/assets/js/stored.1234.js', {'accept-encoding': acceptEncoding});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.rawPayload.equals(stored())).toBe(true);
  });

  it('each representation has its own strong ETag', async () => {
    const etags = await Promise.all(['br', 'gzip', 'identity'].map(async (encoding) => String((await get('/assets/js/stored.1234.js', {'accept-encoding': encoding})).headers.etag)));
    for (const etag of etags) expect(etag).toMatch(/^"[^"]+"$/);
    expect(new Set(etags).size).toBe(3);
  });

  it('without Accept-Encoding the original file is sent', async () => {
    const response = await get('/assets/js/stored.1234.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(original);
  });

  it.each(['deflate', 'identity', 'br;q=0, gzip;q=0'])('Accept-Encoding %s gets no stored variant', async (acceptEncoding) => {
    const response = await get('/assets/js/stored.1234.js', {'accept-encoding': acceptEncoding});
    expect(response.headers['content-encoding'] ?? 'identity').not.toMatch(/^(br|gzip)$/);
    const decoded = response.headers['content-encoding'] === 'deflate' ? inflateSync(response.rawPayload).toString() : response.body;
    expect(decoded).toBe(original);
  });

  it('a stored variant answers 304 to its own ETag only', async () => {
    const first = await get('/assets/js/stored.1234.js', {'accept-encoding': 'br'});
    const etag = String(first.headers.etag);
    expect((await get('/assets/js/stored.1234.js', {'accept-encoding': 'br', 'if-none-match': etag})).statusCode).toBe(304);
    expect((await get('/assets/js/stored.1234.js', {'accept-encoding': 'gzip', 'if-none-match': etag})).statusCode).toBe(200);
  });
});

describe('Markdown twins', () => {
  beforeAll(() => writeFileSync(path.join(fixture.buildDir, 'guide.md'), '# Guide\n\nText.\n'));

  it('serves /guide.md as text/markdown, without the clean-URL redirect', async () => {
    const response = await get('/guide.md');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.body).toBe('# Guide\n\nText.\n');
  });

  it('still redirects the .html form of a page, and a missing twin is 404', async () => {
    expect((await get('/guide.html')).statusCode).toBe(301);
    expect((await get('/missing.md')).statusCode).toBe(404);
  });
});

describe('Content-Security-Policy', () => {
  it('allows the inline script by its hash, never by unsafe-inline', async () => {
    const directive = scriptSrc(await get('/'));
    expect(directive).toContain(sha256(inlineScript));
    expect(directive).not.toContain(sha256(jsonLd));
    expect(directive).not.toContain("'unsafe-inline'");
  });

  it('names no analytics host when none is configured', async () => {
    expect((await get('/')).headers['content-security-policy']).not.toMatch(/google/);
  });

  it.each([
    [{gtagId: 'G-TEST'}, ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']],
    [{gtmId: 'GTM-TEST'}, ['https://www.googletagmanager.com']],
  ])('with %j allows %j', async (ids, hosts) => {
    const withAnalytics = await buildApp({buildDir: fixture.buildDir, analyticsHosts: analyticsHostsFor(ids)});
    const directive = scriptSrc(await withAnalytics.inject({method: 'GET', url: '/'}));
    await withAnalytics.close();
    for (const host of hosts) expect(directive).toContain(host);
    expect(directive).toContain(sha256(inlineScript));
  });
});

describe('security headers', () => {
  it.each([
    ['GET', '/', 200],
    ['GET', '/assets/js/main.0a1b2c3d.js', 200],
    ['GET', '/quickstart.html', 301],
    ['GET', '/missing', 404],
    ['GET', '/', 304],
    ['POST', '/quickstart', 405],
    ['GET', '/api/unknown', 404],
    ['GET', '/%zz', 400],
  ] as const)('%s %s (%i) carries all of them', async (method, url, status) => {
    const headers = status === 304 ? {'if-none-match': '*'} : {};
    const response = await app.inject({method, url, headers});
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': expect.stringMatching(/^accelerometer=\(\), camera=\(\), .*microphone=\(\), .*usb=\(\)/),
    });
  });
});

describe('methods and API routes', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const)('%s on a page answers 405 with Allow', async (method) => {
    const response = await app.inject({method, url: '/quickstart'});
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it.each([
    ['GET', '/api/unknown'],
    ['POST', '/api/unknown'],
    ['GET', '/api/'],
    ['GET', '/api/unknown.html'],
    ['DELETE', '/api/ping'],
  ] as const)('%s %s answers JSON 404, never HTML', async (method, url) => {
    const response = await app.inject({method, url});
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({error: 'Not found'});
  });

  it.each([
    ['/api/ping', '{"ok":true}'],
    ['/_mock/hello', 'mocked'],
  ])('routes added by the register hook win over the catch-all (%s)', async (url, body) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(body);
  });
});

describe('errors', () => {
  it('answers a failure after a file answer began with JSON 500, without the file\'s headers or details', async () => {
    const response = await get('/_test/fails-after-headers/EIO');
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['last-modified']).toBeUndefined();
    expect(response.json()).toEqual({error: 'Internal server error'});
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['EMFILE', 'ENFILE'])('answers %s (no file descriptor left) with 503 and Retry-After', async (code) => {
    const response = await get(`/_test/fails-after-headers/${code}`);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({error: 'The server is busy; retry in 5 s'});
  });
});

describe('everyMinute', () => {
  it('logs the first call and then at most once a minute', () => {
    let now = 0;
    const logged: string[] = [];
    const log = everyMinute((message) => logged.push(message), () => now);
    for (const [at, message] of [[0, 'a'], [1_000, 'b'], [59_999, 'c'], [60_000, 'd'], [60_001, 'e'], [130_000, 'f']] as const) {
      now = at;
      log(message);
    }
    expect(logged).toEqual(['a', 'd', 'f']);
  });
});
