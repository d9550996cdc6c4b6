/** `npm run mcp` over standard input and output, through the official SDK's stdio client, reading the real build. */
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {openSqlite} from '../../feedback/sqlite-driver.ts';
import {toolNames} from '../info.ts';
import type {PageSectionTree, SearchDocsResult} from '../site.ts';
import {buildDir, jsonOf, requireBuild, textOf} from './harness.ts';

let client: Client;
let stderr = '';
const dir = mkdtempSync(path.join(tmpdir(), 'mcp-stdio-'));
const feedbackDb = path.join(dir, 'feedback.db');

beforeAll(async () => {
  requireBuild();
  const transport = new StdioClientTransport({
    command: 'npm',
    args: ['run', '--silent', 'mcp'],
    env: {...(process.env as Record<string, string>), BUILD_DIR: buildDir, FEEDBACK_DB: feedbackDb, FEEDBACK_RATE_LIMIT: '3'},
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  client = new Client({name: 'devportal-stdio-test', version: '1.0.0'});
  await client.connect(transport);
}, 90_000);

afterAll(async () => {
  await client?.close();
  rmSync(dir, {recursive: true, force: true});
});

const call = (name: string, args: Record<string, unknown>) => client.callTool({name, arguments: args});

describe('npm run mcp (stdio)', () => {
  it('lists the six tools and says on stderr which build it reads', async () => {
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual([...toolNames]);
    expect(stderr).toContain(`reading ${buildDir}`);
  });

  it('answers every tool from the build', async () => {
    const search = jsonOf<SearchDocsResult>(await call('search_docs', {query: 'shadowng', limit: 1}));
    expect(search.hits[0]?.path).toBe('/conceptual-guides/shadowing');
    expect(textOf(await call('get_page', {path: '/faq'}))).toBe(readFileSync(path.join(buildDir, 'faq.md'), 'utf8'));
    const sections = jsonOf<PageSectionTree[]>(await call('list_pages', {section: 'Tutorial: CMS store components'}));
    expect(sections[0]?.groups[0]?.pages.map((page) => page.path)).toContain('/tutorials/cms-storecomponents/overview');
    expect(jsonOf<{kind: string}>(await call('get_graphql_type', {name: 'StoreCart'})).kind).toBe('object');
    expect(jsonOf<{operationId: string}>(await call('get_cms_api_operation', {operationId: 'listContentTypes'})).operationId).toBe('listContentTypes');
  });

  it('lists the pages as resources and reads one', async () => {
    const {resources} = await client.listResources();
    expect(resources.map((resource) => resource.uri)).toContain('faststore-docs://page/faq');
    const {contents} = await client.readResource({uri: 'faststore-docs://page/faq'});
    expect(contents[0]).toMatchObject({mimeType: 'text/markdown', text: readFileSync(path.join(buildDir, 'faq.md'), 'utf8')});
  });

  it('answers tool errors for bad input', async () => {
    for (const [name, args, message] of [
      ['search_docs', {query: ''}, /query must not be empty/],
      ['get_page', {path: '/nope'}, /^No page at \/nope\. Closest pages: /],
      ['list_pages', {section: 'nope'}, /^No section "nope"/],
      ['get_graphql_type', {name: 'Nope'}, /^No type "Nope"/],
      ['get_cms_api_operation', {}, /Send either operationId or path/],
      ['submit_feedback', {path: '/faq', rating: 7}, /rating must be from 1 to 5/],
    ] as const) {
      const result = await call(name, args);
      expect(result.isError, name).toBe(true);
      expect(textOf(result), name).toMatch(message);
    }
  });

  it('stores feedback in FEEDBACK_DB as from an agent, with the rate limit of FEEDBACK_RATE_LIMIT', async () => {
    for (let n = 0; n < 3; n += 1) expect((await call('submit_feedback', {path: '/faq', rating: 5})).isError).toBeFalsy();
    const fourth = await call('submit_feedback', {path: '/faq', rating: 5});
    expect(textOf(fourth)).toMatch(/^Too much feedback from this client/);
    const db = openSqlite(feedbackDb, {readonly: true});
    try {
      expect(db.prepare('SELECT page, rate, source FROM responses').all()).toEqual(Array.from({length: 3}, () => ({page: '/faq', rate: 5, source: 'agent'})));
    } finally {
      db.close();
    }
  });
});
