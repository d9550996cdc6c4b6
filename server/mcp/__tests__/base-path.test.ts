/**
 * The MCP server on a build made for a base path (/docs/): llms.txt and the URLs it gives carry the base, the paths
 * agents send may carry it or not, and /.well-known/mcp names the endpoint under it.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import type {FastifyInstance} from 'fastify';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildApp} from '../../app.js';
import {registerMcp} from '../routes.js';
import {buildFiles, loadSite, parseLlmsTxt, sitePathOf, type McpSite} from '../site.js';
import {createMcpServer} from '../tools.js';
import {createFixtureSite, type FixtureSite} from './fixture-site.js';

describe('paths under a base path', () => {
  it.each([
    ['/docs/quickstart', '/quickstart'],
    ['/docs/quickstart.md', '/quickstart'],
    ['https://faststore.dev/docs/reference/api/objects#x', '/reference/api/objects'],
    ['/docs/', '/'],
    ['/docs', '/'],
    ['/docs/index.md', '/'],
    ['/quickstart', '/quickstart'],
    ['/docsx/quickstart', '/docsx/quickstart'],
  ])('%s is the site path %s', (input, expected) => {
    expect(sitePathOf(input, '/docs/')).toBe(expected);
  });

  it('keeps a path that only looks like the base when the site has none', () => {
    expect(sitePathOf('/docs/quickstart')).toBe('/docs/quickstart');
  });

  it('reads llms.txt links under the base as site paths, and the site address with the base', () => {
    const parsed = parseLlmsTxt(
      '## Docs\n\n- [Quickstart](https://faststore.dev/docs/quickstart.md): Start.\n- [Home](https://faststore.dev/docs/index.md): Home.\n',
      '/docs/',
    );
    expect(parsed.siteUrl).toBe('https://faststore.dev/docs');
    expect(parsed.sections[0]!.groups[0]!.pages.map((page) => page.path)).toEqual(['/quickstart', '/']);
  });
});

describe('the MCP server of a build under /docs/', () => {
  let fixture: FixtureSite;
  let site: McpSite;
  let app: FastifyInstance;

  beforeAll(async () => {
    fixture = await createFixtureSite();
    const llms = path.join(fixture.buildDir, buildFiles.llmsTxt);
    writeFileSync(llms, readFileSync(llms, 'utf8').replaceAll('https://faststore.dev/', 'https://faststore.dev/docs/'));
    writeFileSync(path.join(fixture.buildDir, 'site.json'), '{"baseUrl":"/docs/"}\n');
    site = await loadSite(fixture.buildDir, {holdPostings: false});
    app = await buildApp({buildDir: fixture.buildDir, register: (instance) => registerMcp(instance, {site, publicOrigin: 'https://faststore.dev'})});
  });

  afterAll(async () => {
    await app.close();
    fixture.remove();
  });

  async function call(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
    const server = createMcpServer({site, client: 'agent-1'});
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({name: 'unit', version: '1.0.0'});
    await client.connect(clientSide);
    try {
      return (await client.callTool({name, arguments: args})) as CallToolResult;
    } finally {
      await client.close();
      await server.close();
    }
  }
  const textOf = (result: CallToolResult) => (result.content[0] as {text: string}).text;

  it('reads the base path from the build', () => {
    expect(site.basePath).toBe('/docs/');
    expect(site.siteUrl).toBe('https://faststore.dev/docs');
  });

  it('gives search hits URLs under the base and paths from the site root', async () => {
    const result = await site.search({query: 'quickstart', version: 'current', limit: 3});
    const hit = result.hits.find((candidate) => candidate.path === '/quickstart');
    expect(hit?.url).toMatch(/^https:\/\/faststore\.dev\/docs\/quickstart(#|$)/);
  });

  it.each(['/docs/quickstart', 'https://faststore.dev/docs/quickstart.md', '/quickstart'])('get_page reads %s', async (input) => {
    const result = await call('get_page', {path: input});
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toMatch(/^# Quickstart/m);
  });

  it('describes the endpoint under the base at /docs/.well-known/mcp', async () => {
    const response = await app.inject({method: 'GET', url: '/docs/.well-known/mcp'});
    expect(response.statusCode).toBe(200);
    const body = response.json() as {transports: Array<{url: string}>; documentation: string; llmsTxt: string};
    expect(body.transports[0]!.url).toBe('https://faststore.dev/docs/mcp');
    expect(body.documentation).toBe('https://faststore.dev/docs/ai-assistants');
    expect(body.llmsTxt).toBe('https://faststore.dev/docs/llms.txt');
    expect((await app.inject({method: 'GET', url: '/.well-known/mcp'})).statusCode).toBe(404);
  });
});
