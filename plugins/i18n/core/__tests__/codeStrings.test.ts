import {describe, expect, it} from 'vitest';
import {codeStringsOf, placeholdersOf, pluralFormsOf} from '../codeStrings.ts';

describe('codeStringsOf', () => {
  it('reads translate() calls with either quote, escapes and values, and <Translate> elements', () => {
    const source = `
      const a = translate({id: 'site.a', message: 'It\\'s {count} pages'}, {count});
      const b = translate({
        id: "site.b",
        message: "Say \\"hi\\"",
        description: 'x',
      });
      const c = <Translate id="site.c" description="d">
        Copy   page
      </Translate>;
      const d = <Translate id={'site.d'} values={{n}}>{'{n} left'}</Translate>;
      const e = translate({id: 'site.e', description: 'no message literal'});
      const f = <Translate id="site.f" values={{version: <strong>{v}</strong>}}>
        {'Version {version}'}
      </Translate>;
    `;
    expect(codeStringsOf(source, 'x.tsx')).toEqual([
      {id: 'site.a', message: "It's {count} pages", file: 'x.tsx'},
      {id: 'site.b', message: 'Say "hi"', file: 'x.tsx'},
      {id: 'site.e', message: undefined, file: 'x.tsx'},
      {id: 'site.c', message: 'Copy page', file: 'x.tsx'},
      {id: 'site.d', message: '{n} left', file: 'x.tsx'},
      {id: 'site.f', message: 'Version {version}', file: 'x.tsx'},
    ]);
  });
});

describe('placeholders and plural forms', () => {
  it('are the sorted distinct {names} and the count of | forms', () => {
    expect(placeholdersOf('{query}: {count} of {count}')).toEqual(['count', 'query']);
    expect(placeholdersOf('none')).toEqual([]);
    expect(pluralFormsOf('1 page|{count} pages')).toBe(2);
    expect(pluralFormsOf('page')).toBe(1);
  });
});
