import {describe, expect, it} from 'vitest';
import {applyOverlay, parseTarget, proseTexts, readOverlay, resolveTarget, stampOverlay, textFingerprint, type Overlay} from '../overlay.ts';

const description = {
  openapi: '3.0.3',
  info: {title: 'Shop API', version: '1.0.0', description: 'Reads the shop.'},
  tags: [{name: 'Pages', description: 'Page documents.'}],
  servers: [{url: 'https://a.example', description: 'First.'}, {url: 'https://b.example'}],
  paths: {
    '/pages/{id}': {
      get: {
        summary: 'Get a page',
        parameters: [
          {name: 'id', in: 'path', description: 'The page.', schema: {type: 'string', example: 'home'}},
          {name: "o'clock", in: 'query', description: 'A quoted name.'},
        ],
        responses: {'200': {description: 'The page.', content: {'application/json': {example: {description: 'not prose'}}}}},
      },
    },
  },
  components: {
    schemas: {
      Page: {
        description: 'A page.',
        default: {title: 'data'},
        enum: [{summary: 'data'}],
        properties: {description: {type: 'string', description: 'What the page is about.'}, title: {type: 'string', title: 'Title'}},
      },
    },
  },
};

function overlayOf(actions: Array<{target: string; update: Record<string, string>; source?: Record<string, string>}>): Overlay {
  return {
    overlay: '1.0.0',
    info: {title: 'Test', version: '1'},
    actions: actions.map(({target, update, source}) => ({target, update, 'x-source': source ?? {}})),
  };
}

describe('proseTexts', () => {
  const texts = proseTexts(description);

  it('lists every title, summary and description with the JSONPath of the object that holds it, in document order', () => {
    expect(texts.map(({target, field}) => `${target} ${field}`)).toEqual([
      '$.info title',
      '$.info description',
      "$.tags[?(@.name=='Pages')] description",
      '$.servers[0] description',
      "$.paths['/pages/{id}'].get summary",
      "$.paths['/pages/{id}'].get.parameters[?(@.name=='id')] description",
      "$.paths['/pages/{id}'].get.parameters[?(@.name=='o\\'clock')] description",
      "$.paths['/pages/{id}'].get.responses['200'] description",
      '$.components.schemas.Page description',
      '$.components.schemas.Page.properties.description description',
      '$.components.schemas.Page.properties.title title',
    ]);
    expect(texts[9]!.text).toBe('What the page is about.');
  });

  it('leaves examples, defaults and enums alone: they are data', () => {
    expect(texts.map(({text}) => text)).not.toContain('not prose');
    expect(texts.map(({text}) => text)).not.toContain('data');
  });

  it('names an item by its index when its name is shared or missing', () => {
    const twice = {tags: [{name: 'A', description: 'one'}, {name: 'A', description: 'two'}, {description: 'three'}]};
    expect(proseTexts(twice).map(({target}) => target)).toEqual(['$.tags[0]', '$.tags[1]', '$.tags[2]']);
  });

  it('writes targets that lead back to their object', () => {
    for (const {target, field, text} of texts) expect(resolveTarget(description, target)?.[field]).toBe(text);
  });
});

describe('parseTarget and resolveTarget', () => {
  it('reads keys, quoted keys, indexes and name filters', () => {
    expect(parseTarget("$.paths['/a b'].get.parameters[?(@.name=='x\\'y')][2]")).toEqual([
      {key: 'paths'},
      {key: '/a b'},
      {key: 'get'},
      {key: 'parameters'},
      {name: "x'y"},
      {index: 2},
    ]);
  });

  it('refuses a target it cannot read, saying where', () => {
    expect(() => parseTarget('info.title')).toThrow('does not start at the root');
    expect(() => parseTarget('$.info..title')).toThrow('cannot be read at "..title"');
    expect(() => parseTarget('$.tags[?(@.id==1)]')).toThrow('cannot be read at "[?(@.id==1)]"');
  });

  it('answers undefined for a target that names nothing or names a text', () => {
    expect(resolveTarget(description, '$.info.nothing')).toBeUndefined();
    expect(resolveTarget(description, '$.servers[5]')).toBeUndefined();
    expect(resolveTarget(description, "$.tags[?(@.name=='Nope')]")).toBeUndefined();
    expect(resolveTarget(description, '$.info.title')).toBeUndefined();
    expect(resolveTarget(description, '$.info.toString')).toBeUndefined();
    expect(resolveTarget(description, '$.servers.length')).toBeUndefined();
  });
});

describe('applyOverlay', () => {
  const print = textFingerprint;

  it('puts a translation in place of the English text it was made from, and leaves the English description as it was', () => {
    const overlay = overlayOf([{target: '$.info', update: {description: 'Lê a loja.'}, source: {description: print('Reads the shop.')}}]);
    const before = structuredClone(description);
    const {description: result, texts} = applyOverlay(description, overlay, 'pt.yaml');
    expect((result as typeof description).info).toEqual({title: 'Shop API', version: '1.0.0', description: 'Lê a loja.'});
    expect(description).toEqual(before);
    expect(texts.find(({target, field}) => target === '$.info' && field === 'description')?.state).toBe('current');
    expect(texts.find(({target, field}) => target === '$.info' && field === 'title')?.state).toBe('missing');
  });

  it('keeps the English text where the English changed after the translation, and calls it outdated', () => {
    const overlay = overlayOf([{target: '$.info', update: {description: 'Lê a loja.'}, source: {description: print('Reads the old shop.')}}]);
    const {description: result, texts} = applyOverlay(description, overlay, 'pt.yaml');
    expect((result as typeof description).info.description).toBe('Reads the shop.');
    expect(texts.find(({target, field}) => target === '$.info' && field === 'description')?.state).toBe('outdated');
  });

  it('stops on a target that names nothing, a field the English lacks, or a text translated twice, naming each', () => {
    const overlay = overlayOf([
      {target: '$.paths.gone', update: {summary: 'x'}, source: {summary: 'a'}},
      {target: '$.servers[1]', update: {description: 'y'}, source: {description: 'b'}},
      {target: '$.info', update: {title: 'z'}, source: {title: print('Shop API')}},
      {target: '$.info', update: {title: 'w'}, source: {title: print('Shop API')}},
    ]);
    expect(() => applyOverlay(description, overlay, 'pt.yaml')).toThrow(
      'pt.yaml does not match the description it translates:\n- $.paths.gone names nothing in the description\n- $.servers[1] has no English "description" to translate\n- $.info translates "title" twice',
    );
  });

  it('fingerprints ignore surrounding white space only', () => {
    expect(print(' Reads the shop.\n')).toBe(print('Reads the shop.'));
    expect(print('Reads the shop')).not.toBe(print('Reads the shop.'));
    expect(print('x')).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('readOverlay', () => {
  const valid = {overlay: '1.0.0', info: {title: 't', version: '1'}, actions: [{target: '$.info', update: {title: 'T'}, 'x-source': {title: 'abc'}}]};

  it('accepts an Overlay 1.x document', () => {
    expect(readOverlay(structuredClone(valid), 'f.yaml').actions[0]!.update.title).toBe('T');
  });

  it.each([
    [{...valid, overlay: '2.0.0'}, 'f.yaml: not an OpenAPI Overlay 1.x document'],
    [{...valid, info: {title: 't'}}, 'f.yaml: `info` needs a `title` and a `version`'],
    [{...valid, actions: {}}, 'f.yaml: `actions` is not a list'],
    [{...valid, actions: [{update: {}}]}, 'f.yaml: action 1 has no `target`'],
    [{...valid, actions: [{target: '$.info'}]}, 'f.yaml: action 1 ($.info) has no `update`'],
    [{...valid, actions: [{target: '$.info', update: {name: 'x'}, 'x-source': {name: 'a'}}]}, 'updates "name"; an overlay translates only title, summary, description'],
    [{...valid, actions: [{target: '$.info', update: {title: ' '}, 'x-source': {title: 'a'}}]}, '"title" is not a text'],
    [{...valid, actions: [{target: '$.info', update: {title: 'T'}}]}, '"title" has no fingerprint of its English text in `x-source`'],
  ])('refuses %j', (value, message) => {
    expect(() => readOverlay(value, 'f.yaml')).toThrow(message);
  });
});

describe('stampOverlay', () => {
  it('records the English text as it is now for every translated text, and adds nothing', () => {
    const overlay = overlayOf([{target: '$.info', update: {description: 'Lê a loja.'}, source: {description: 'old'}}]);
    const stamped = stampOverlay(description, overlay);
    expect(stamped.actions).toEqual([{target: '$.info', update: {description: 'Lê a loja.'}, 'x-source': {description: textFingerprint('Reads the shop.')}}]);
    expect(overlay.actions[0]!['x-source'].description).toBe('old');
    expect(applyOverlay(description, stamped, 'f').texts.filter(({state}) => state === 'current')).toHaveLength(1);
  });
});
