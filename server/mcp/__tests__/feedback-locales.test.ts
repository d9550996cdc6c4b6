/**
 * Feedback an agent sends through MCP carries the locale of its page's site, as the survey's does: the fixture build
 * with a pt-BR site beside it (fixture-locales.ts), through the SDK's client over an in-memory transport.
 */
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {afterAll, beforeAll, expect, it} from 'vitest';
import type {FeedbackResponse} from '../../../common/feedback.ts';
import type {FeedbackIntake} from '../../feedback/routes.ts';
import {loadSiteSet, type SiteSet} from '../locales.ts';
import {loadSite} from '../site.ts';
import {createMcpServer} from '../tools.ts';
import {addFixtureLocale} from './fixture-locales.ts';
import {createFixtureSite, type FixtureSite} from './fixture-site.ts';

let fixture: FixtureSite;
let sites: SiteSet;
const saved: FeedbackResponse[] = [];
const feedback: FeedbackIntake = {
  take: () => 0,
  save: async (response) => saved.push(response) > 0,
  health: () => ({state: 'open', since: new Date(0).toISOString()}),
};

beforeAll(async () => {
  fixture = await createFixtureSite();
  await addFixtureLocale(fixture.buildDir, 'pt-BR');
  sites = await loadSiteSet(fixture.buildDir, await loadSite(fixture.buildDir, {holdPostings: false}), {holdPostings: false});
}, 120_000);
afterAll(() => fixture?.remove());

async function submit(args: Record<string, unknown>): Promise<CallToolResult> {
  const server = createMcpServer({site: sites.root, sites, feedback, client: 'agent-1'});
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({name: 'feedback-locale-test', version: '1.0.0'});
  await client.connect(clientSide);
  return (await client.callTool({name: 'submit_feedback', arguments: args})) as CallToolResult;
}

it("stores each response with its page's locale: named, read from the URL, or English", async () => {
  await submit({path: '/quickstart', rating: 5, locale: 'pt-BR'});
  await submit({path: 'https://faststore.dev/pt-BR/', rating: 4});
  await submit({path: '/quickstart', rating: 3});
  expect(saved.map(({page, locale}) => [page, locale])).toEqual([
    ['/pt-BR/quickstart', 'pt-BR'],
    ['/pt-BR/', 'pt-BR'],
    ['/quickstart', 'en'],
  ]);
});
