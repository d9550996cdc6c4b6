import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {fillTemplate, queryString} from '../../../common/apiReference.ts';
import {parseApiDescription, toReferenceData, type Operation} from '../../../common/openapi.ts';
import {MOCK_BASE, missingPathParameters, requestSamples, requestUrl, sampleValues, serverBase, type ServerChoice} from '../client/apiRequest.ts';

const data = toReferenceData(parseApiDescription(parse(readFileSync(new URL('../../../openapi/headless-cms.yaml', import.meta.url), 'utf8'))));
const byId = (id: string): Operation => {
  const operation = data.operations.find((candidate) => candidate.operationId === id);
  if (!operation) throw new Error(`No operation ${id}`);
  return operation;
};
const page = byId('getPageDocument');
const list = byId('listContentTypes');
const master = {url: 'https://{account}.myvtex.com', variables: {account: {default: 'storeframework'}}};

describe('serverBase', () => {
  it.each<[ServerChoice, ReturnType<typeof serverBase>]>([
    [{kind: 'mock'}, {base: MOCK_BASE}],
    [{kind: 'account', account: 'mystore'}, {base: 'https://mystore.myvtex.com'}],
    [{kind: 'workspace', account: 'mystore', workspace: 'dev1'}, {base: 'https://dev1--mystore.myvtex.com'}],
    [{kind: 'account', account: ''}, {error: expect.stringContaining('account')}],
    [{kind: 'account', account: 'evil.com/x'}, {error: expect.stringContaining('account')}],
    [{kind: 'account', account: 'a@b'}, {error: expect.stringContaining('account')}],
    [{kind: 'workspace', account: 'mystore', workspace: 'x.attacker'}, {error: expect.stringContaining('workspace')}],
    [{kind: 'workspace', account: 'mystore', workspace: ''}, {error: expect.stringContaining('workspace')}],
  ])('%j gives %j', (choice, expected) => {
    expect(serverBase(choice)).toEqual(expected);
  });

  it('sends to the mock under the site base path it is given, and to a VTEX host whatever the base', () => {
    expect(serverBase({kind: 'mock'}, '/docs/_mock/cms')).toEqual({base: '/docs/_mock/cms'});
    expect(serverBase({kind: 'account', account: 'mystore'}, '/docs/_mock/cms')).toEqual({base: 'https://mystore.myvtex.com'});
  });
});

describe('requestUrl', () => {
  it.each([
    ['the list on the mock', MOCK_BASE, list, {builderId: 'faststore'}, '/_mock/cms/_v/cms/api/faststore/'],
    ['a page with no query', 'https://a.myvtex.com', page, {builderId: 'faststore', 'content-type': 'plp', 'document-id': 'x1'}, 'https://a.myvtex.com/_v/cms/api/faststore/plp/x1/'],
    [
      'a page with filters, in the description order',
      MOCK_BASE,
      page,
      {builderId: 'faststore', 'content-type': 'plp', 'document-id': 'x1', 'filters[name]': 'Office', 'filters[status]': 'draft', versionId: ''},
      '/_mock/cms/_v/cms/api/faststore/plp/x1/?filters%5Bstatus%5D=draft&filters%5Bname%5D=Office',
    ],
    ['path values are encoded', MOCK_BASE, page, {builderId: 'a/b', 'content-type': 'p?q', 'document-id': '#'}, '/_mock/cms/_v/cms/api/a%2Fb/p%3Fq/%23/'],
    ['a base with a trailing slash', 'https://a.myvtex.com/', list, {builderId: 'faststore'}, 'https://a.myvtex.com/_v/cms/api/faststore/'],
  ])('%s', (_name, base, operation, values, url) => {
    expect(requestUrl(base, operation, values)).toBe(url);
  });
});

describe('missingPathParameters', () => {
  it.each([
    [{builderId: 'faststore', 'content-type': 'plp', 'document-id': 'x'}, []],
    [{builderId: 'faststore', 'content-type': ' ', 'document-id': ''}, ['content-type', 'document-id']],
    [{}, ['builderId', 'content-type', 'document-id']],
  ])('%j misses %j', (values, missing) => {
    expect(missingPathParameters(page, values)).toEqual(missing);
  });
});

describe('fillTemplate and queryString', () => {
  it.each([
    ['https://{workspace}--{account}.myvtex.com', {account: 'a', workspace: 'w'}, false, 'https://w--a.myvtex.com'],
    ['/x/{id}/', {id: 'a b'}, true, '/x/a%20b/'],
    ['/x/{id}/', {}, true, '/x/{id}/'],
  ])('fills %s with %j', (template, values, encode, result) => {
    expect(fillTemplate(template, values, encode)).toBe(result);
  });

  it.each([
    [[], ''],
    [[['a', '']], ''],
    [[['a', '1'], ['b', 'x y']], '?a=1&b=x+y'],
  ] as Array<[Array<[string, string]>, string]>)('%j gives %j', (values, result) => {
    expect(queryString(values)).toBe(result);
  });
});

describe('requestSamples', () => {
  const samples = requestSamples(master, page);
  const url = 'https://storeframework.myvtex.com/_v/cms/api/faststore/plp/6bc5f1a2-7c1e-4f5a-9d2b-3e8f0a4c1d77/?filters%5Bstatus%5D=published';

  it('uses every path example and the enum filter', () => {
    expect(sampleValues(page)).toEqual({
      builderId: 'faststore',
      'content-type': 'plp',
      'document-id': '6bc5f1a2-7c1e-4f5a-9d2b-3e8f0a4c1d77',
      'filters[status]': 'published',
    });
  });

  it.each([
    ['curl', samples.curl, [`curl --globoff '${url}'`, "--header 'Accept: application/json'"]],
    ['fetch', samples.fetch, [`fetch("${url}"`, 'response.json()']],
    [
      'node',
      samples.node,
      [
        'const account = process.env.VTEX_ACCOUNT ?? "storeframework";',
        'new URL("/_v/cms/api/faststore/plp/6bc5f1a2-7c1e-4f5a-9d2b-3e8f0a4c1d77/", `https://${account}.myvtex.com`)',
        'url.searchParams.set("filters[status]", "published");',
      ],
    ],
  ])('the %s sample calls the example URL', (_name, sample, parts) => {
    for (const part of parts) expect(sample).toContain(part);
  });

  it('reads the workspace from the environment for a workspace server', () => {
    const workspace = requestSamples({url: 'https://{workspace}--{account}.myvtex.com', variables: {account: {default: 'a'}, workspace: {default: 'test'}}}, list);
    expect(workspace.node).toContain('const workspace = process.env.VTEX_WORKSPACE ?? "test";');
    expect(workspace.node).toContain('`https://${workspace}--${account}.myvtex.com`');
  });

  it("quotes a single quote in curl's URL", () => {
    expect(requestSamples(master, list, {builderId: "it's"}).curl).toContain(`'https://storeframework.myvtex.com/_v/cms/api/it'\\''s/'`);
  });
});
