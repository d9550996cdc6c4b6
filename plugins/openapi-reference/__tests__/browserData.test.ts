import {readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {responseExample} from '../../../common/apiReference.ts';
import {parseApiDescription, toReferenceData} from '../../../common/openapi.ts';
import {browserReferenceData} from '../browserData.ts';
import {exampleValue, requestSamples, requestUrl, sampleValues} from '../client/apiRequest.ts';

const data = toReferenceData(parseApiDescription(parse(readFileSync(new URL('../../../openapi/headless-cms.yaml', import.meta.url), 'utf8'))));
const browser = browserReferenceData(data);
const server = data.servers[0]!;

describe('browserReferenceData', () => {
  it('keeps the header, the servers, the tags and every schema name', () => {
    expect(browser.info).toEqual(data.info);
    expect(browser.servers).toEqual(data.servers);
    expect(browser.tags).toEqual(data.tags);
    expect(Object.keys(browser.schemas)).toEqual(Object.keys(data.schemas));
  });

  it.each(data.operations.map((operation, index) => [operation.operationId, operation, browser.operations[index]!] as const))(
    '%s: the request samples, the "Try it" form and the response examples read the same from it',
    (_, full, kept) => {
      expect({...kept, parameters: undefined, responses: undefined}).toEqual({
        operationId: full.operationId,
        summary: full.summary,
        tags: full.tags,
        method: full.method,
        path: full.path,
        parameters: undefined,
        responses: undefined,
      });
      expect(requestSamples(server, kept)).toEqual(requestSamples(server, full));
      expect(sampleValues(kept)).toEqual(sampleValues(full));
      expect(requestUrl('/base', kept, sampleValues(full))).toBe(requestUrl('/base', full, sampleValues(full)));
      expect(kept.parameters.map((p) => [p.name, p.in, p.required, p.schema?.enum, exampleValue(p)])).toEqual(
        full.parameters.map((p) => [p.name, p.in, p.required, p.schema?.enum, exampleValue(p)]),
      );
      for (const [status, response] of Object.entries(full.responses)) {
        expect(kept.responses[status]?.description).toBe(response.description);
        expect(responseExample(kept.responses[status]!)).toEqual(responseExample(response));
      }
    },
  );

  it('leaves out what only the server renders: prose, parameter descriptions, response and component schemas', () => {
    const text = JSON.stringify(browser);
    for (const operation of data.operations) {
      if (operation.description) expect(text).not.toContain(operation.description);
      for (const parameter of operation.parameters) if (parameter.description) expect(text).not.toContain(parameter.description);
    }
    for (const schema of Object.values(data.schemas)) if (schema.description) expect(text).not.toContain(schema.description);
    for (const operation of browser.operations) {
      for (const response of Object.values(operation.responses)) expect(response.content?.['application/json']?.schema).toBeUndefined();
    }
    // What the browser downloads for the page's data: well under the whole description (about half), compressed.
    expect(gzipSync(text).length).toBeLessThan(gzipSync(JSON.stringify(data)).length * 0.6);
  });
});
