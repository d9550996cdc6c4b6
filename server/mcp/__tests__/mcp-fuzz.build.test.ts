/**
 * Fuzz of the MCP endpoint: arbitrary bodies, JSON-RPC messages with arbitrary methods and params, and
 * tool calls with arbitrary arguments never answer 5xx, and malformed feedback stores nothing.
 */
import fc from 'fast-check';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {toolNames} from '../info.ts';
import {startServer, type McpTestServer} from './harness.ts';

let server: McpTestServer;
beforeAll(async () => {
  server = await startServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const post = (body: string, contentType = 'application/json') =>
  fetch(`${server.origin}/mcp`, {method: 'POST', headers: {'content-type': contentType, accept: 'application/json, text/event-stream'}, body});

/** Asserts a 4xx or 2xx answer whose body, when there is one, is JSON. */
async function expectHandled(response: Response): Promise<unknown> {
  expect(response.status).toBeLessThan(500);
  const text = await response.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

const anyValue = fc.jsonValue({maxDepth: 3});
const toolCall = (name: fc.Arbitrary<string>, args: fc.Arbitrary<unknown>) =>
  fc.record({jsonrpc: fc.constant('2.0'), id: fc.oneof(fc.integer(), fc.string()), method: fc.constant('tools/call'), params: fc.record({name, arguments: args})});

describe('fuzz', () => {
  it('answers arbitrary bodies without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.json(), anyValue.map((value) => JSON.stringify(value))), async (body) => {
        await expectHandled(await post(body));
      }),
      {numRuns: 150},
    );
  });

  it('answers JSON-RPC messages with arbitrary methods and params without a 5xx', async () => {
    const message = fc.record(
      {
        jsonrpc: fc.oneof(fc.constant('2.0'), fc.string()),
        id: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
        method: fc.oneof(fc.constantFrom('initialize', 'tools/list', 'tools/call', 'resources/list', 'prompts/list', 'ping', 'notifications/initialized'), fc.string()),
        params: anyValue,
      },
      {requiredKeys: ['jsonrpc', 'method']},
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(message, fc.array(message, {maxLength: 4})), async (body) => {
        await expectHandled(await post(JSON.stringify(body)));
      }),
      {numRuns: 150},
    );
  });

  it('answers tool calls with arbitrary arguments without a 5xx, as a result or a JSON-RPC error', async () => {
    const args = fc.oneof(
      anyValue,
      fc.dictionary(fc.constantFrom('query', 'version', 'kind', 'limit', 'path', 'section', 'name', 'operationId', 'method', 'rating', 'message'), anyValue),
    );
    await fc.assert(
      fc.asyncProperty(toolCall(fc.oneof(fc.constantFrom(...toolNames), fc.string()), args), async (body) => {
        const answer = (await expectHandled(await post(JSON.stringify(body)))) as {result?: unknown; error?: unknown};
        expect(answer.result !== undefined || answer.error !== undefined).toBe(true);
      }),
      {numRuns: 200},
    );
  });

  it('stores nothing from malformed feedback', async () => {
    const before = server.storedRows().length;
    const bad = fc.oneof(
      fc.record({path: fc.constant('/quickstart'), rating: fc.oneof(fc.integer({min: -1000, max: 0}), fc.integer({min: 6, max: 1000}), fc.double({noInteger: true}), fc.string(), fc.constant(null))}),
      fc.record({path: fc.oneof(fc.constant(''), fc.string({maxLength: 30}).map((text) => `/no-such-page/${text}`), fc.integer()), rating: fc.integer({min: 1, max: 5})}),
      fc.record({path: fc.constant('/quickstart'), rating: fc.integer({min: 1, max: 5}), message: fc.oneof(fc.string({minLength: 2001, maxLength: 2100}), fc.integer(), fc.constant(null))}),
      fc.dictionary(fc.string(), anyValue),
    );
    await fc.assert(
      fc.asyncProperty(toolCall(fc.constant('submit_feedback'), bad), async (body) => {
        await expectHandled(await post(JSON.stringify(body)));
      }),
      {numRuns: 150},
    );
    expect(server.storedRows()).toHaveLength(before);
  });
});
