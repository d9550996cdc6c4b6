import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {analyticsHostsFor, apiTryItHosts, buildCsp, inlineScriptHashes, searchHostsFor} from '../csp.ts';

const hashOf = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it.each([
    ['a plain inline script', '<script>var a=1</script>', ['var a=1']],
    ['a module script', '<script type="module">import "/x.js"</script>', ['import "/x.js"']],
    ['text/javascript', "<script type='text/javascript'>a()</script>", ['a()']],
    ['a multi-line body, byte for byte', '<script>\n  a();\n</script>', ['\n  a();\n']],
    ['a quoted ">" in an attribute', '<script data-x="a>b">go()</script>', ['go()']],
    ['an upper-case tag', '<SCRIPT>up()</SCRIPT>', ['up()']],
    ['the same script twice', '<script>x()</script><p></p><script>x()</script>', ['x()']],
    ['JSON-LD', '<script type="application/ld+json">{"a":1}</script>', []],
    ['a JSON data block', '<script type="application/json" id="d">{}</script>', []],
    ['a template', '<script type="text/template"><b></b></script>', []],
    ['an external script', '<script src="/a.js"></script>', []],
    ['an external module', '<script type="module" src="/a.js"></script>', []],
    ['no scripts', '<p>script</p>', []],
  ])('hashes %s', (_name, html, bodies) => {
    expect(inlineScriptHashes(html)).toEqual(bodies.map(hashOf));
  });
});

describe('analyticsHostsFor', () => {
  it.each([
    [{}, []],
    [{gtmId: 'GTM-ABC'}, ['https://www.googletagmanager.com']],
    [
      {gtagId: 'G-ABC'},
      ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
    ],
    [
      {gtagId: 'G-ABC', gtmId: 'GTM-ABC'},
      ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
    ],
  ])('for %j gives %j', (ids, hosts) => {
    expect(analyticsHostsFor(ids)).toEqual(hosts);
  });
});

describe('buildCsp', () => {
  const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

  it.each([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'sha256-abc='"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
    ['report-uri', ['/api/csp-report']],
    ['report-to', ['csp']],
  ])('sets %s to %j without analytics', (name, sources) => {
    expect(directives(buildCsp({scriptHashes: ["'sha256-abc='"]})).get(name)).toEqual(sources);
  });

  it.each([['script-src'], ['img-src'], ['connect-src']])('adds analytics hosts to %s', (name) => {
    const csp = buildCsp({scriptHashes: [], analyticsHosts: analyticsHostsFor({gtagId: 'G-ABC'})});
    expect(directives(csp).get(name)).toContain('https://*.google-analytics.com');
  });

  it.each([['script-src'], ['img-src'], ['default-src'], ['form-action'], ['connect-src']])('keeps the VTEX hosts of "Try it" out of %s by default', (name) => {
    expect(directives(buildCsp({scriptHashes: []})).get(name)).not.toContain('https://*.myvtex.com');
  });

  it('adds the hosts a page connects to (the API reference\'s try-it) to connect-src only', () => {
    const csp = directives(buildCsp({scriptHashes: [], connectHosts: apiTryItHosts}));
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://*.myvtex.com']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('never allows inline scripts wholesale', () => {
    const csp = buildCsp({scriptHashes: ["'sha256-abc='"], analyticsHosts: analyticsHostsFor({gtagId: 'G-1', gtmId: 'GTM-1'})});
    expect(directives(csp).get('script-src')).not.toContain("'unsafe-inline'");
  });
});

describe('searchHostsFor', () => {
  it.each([
    [{}, []],
    [{algoliaAppId: ''}, []],
    [
      {algoliaAppId: 'BH4D9OD16A'},
      ['https://bh4d9od16a-dsn.algolia.net', 'https://bh4d9od16a-1.algolianet.com', 'https://bh4d9od16a-2.algolianet.com', 'https://bh4d9od16a-3.algolianet.com'],
    ],
  ])('for %j gives %j', (settings, hosts) => {
    expect(searchHostsFor(settings)).toEqual(hosts);
  });

  it('the default policy (built-in search) connects to our own origin only and needs no wasm', () => {
    const csp = buildCsp({scriptHashes: [], analyticsHosts: searchHostsFor({})});
    // Only our origin; the readers' own CMS hosts are added on the API reference page alone.
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('algolia');
    expect(csp).not.toContain('wasm-unsafe-eval');
  });
});
