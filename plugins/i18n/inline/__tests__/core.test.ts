import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {findMessages, inlinableIds, inlineMessages} from '../core.mjs';

const messages = {'site.a': 'Olá', 'site.b': 'Página "{n}"', 'theme.c': 'Fechar'};

describe('inlineMessages', () => {
  it("writes a translate() call's translation over its English message, and nothing else", () => {
    const source = `const label: string = translate({id: 'site.a', message: 'Hello', description: 'A greeting'}) as string;\nconst other = translate({id: 'site.z', message: 'Stays'});`;
    expect(inlineMessages(source, messages)).toBe(
      `const label: string = translate({id: 'site.a', message: "Olá", description: 'A greeting'}) as string;\nconst other = translate({id: 'site.z', message: 'Stays'});`,
    );
  });

  it("writes a <Translate>'s translation over its text children, values kept", () => {
    const source = ['<p>', '  <Translate id="site.b" description="d" values={{n}}>', '    Page', '    of the docs', '  </Translate>', '</p>'].join('\n');
    expect(inlineMessages(source, messages)).toBe(['<p>', '  <Translate id="site.b" description="d" values={{n}}>{"Página \\"{n}\\""}</Translate>', '</p>'].join('\n'));
    // Braces in JSX text are an expression, not the message's placeholder: such children stay as written.
    const placeholder = `<Translate id="site.b" values={{n}}>Page {n}</Translate>`;
    expect(inlineMessages(placeholder, messages)).toBe(placeholder);
    expect(inlineMessages(`<Translate id={'theme.c'}>{'Close'}</Translate>`, messages)).toBe(`<Translate id={'theme.c'}>{"Fechar"}</Translate>`);
  });

  it('leaves a message it cannot read as written: a variable, a template with expressions, elements as children', () => {
    for (const source of [
      `translate({id: 'site.a', message: greeting})`,
      'translate({id: `site.a`, message: `Hi ${name}`})',
      `<Translate id="site.a"><b>Hi</b></Translate>`,
      `<Translate id="site.a" />`,
      `translate({message: 'site.a'})`,
    ]) {
      expect(inlineMessages(source, messages), source).toBe(source);
    }
    expect(inlineMessages('translate({id: `site.a`, message: `Hi`})', messages)).toBe('translate({id: `site.a`, message: "Olá"})');
  });

  it('leaves a file that does not parse as it is', () => {
    const source = `translate({id: 'site.a', message: 'Hi'}) <<<`;
    expect(findMessages(source, new Set(['site.a']))).toBeNull();
    expect(inlineMessages(source, messages)).toBe(source);
  });
});

describe('inlinableIds', () => {
  it('are the ids every file uses only where they can be written in', () => {
    const sources = [
      `translate({id: 'site.a', message: 'Hello'}); translate({id: 'site.b', message: 'Page'});`,
      `export default () => <Translate id="theme.c">Close</Translate>;`,
      // site.b's id read elsewhere in a file: it stays in the map, wherever it is also written in.
      `const ids = ['site.b']; translate({id: ids[0], message: 'Page'});`,
    ];
    expect(inlinableIds(sources, messages)).toEqual(['site.a', 'theme.c']);
  });

  it('keep an id used with a message that cannot be written in, or named by a file that does not parse', () => {
    expect(inlinableIds([`translate({id: 'site.a', message: 'Hello'})`, `translate({id: 'site.a', message: m})`], messages)).toEqual([]);
    expect(inlinableIds([`translate({id: 'site.a', message: 'Hello'})`, `translate({id: 'site.a' <<<`], messages)).toEqual([]);
    expect(inlinableIds([`translate({id: 'site.a', message: 'Hello'})`, `const unrelated = 'site.c';`], messages)).toEqual(['site.a']);
  });

  it('skip files that never say translate, and keep ids no file writes in', () => {
    expect(inlinableIds([`const x = 'site.a'`], messages)).toEqual([]);
    expect(inlinableIds([`usePluralForm(); translate({id: 'theme.c', message: 'Close'})`], messages)).toEqual(['theme.c']);
  });
});

describe('the loader', () => {
  const loader = createRequire(import.meta.url)('../loader.cjs') as (this: object, source: string) => void;
  const run = (resourcePath: string, source: string) =>
    new Promise<string>((resolve, reject) =>
      loader.call({resourcePath, getOptions: () => ({messages}), async: () => (error: Error | null, code?: string) => (error ? reject(error) : resolve(code!))}, source),
    );

  it('writes translations into a module', async () => {
    expect(await run('/site/src/x.tsx', `translate({id: 'site.a', message: 'Hi'})`)).toBe(`translate({id: 'site.a', message: "Olá"})`);
  });

  it('takes the ids it writes in out of the code translations map', async () => {
    expect(JSON.parse(await run('/site/.docusaurus/codeTranslations.json', JSON.stringify({...messages, 'site.kept': 'Fica'})))).toEqual({'site.kept': 'Fica'});
  });
});
