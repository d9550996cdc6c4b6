/**
 * The interface strings our code declares for translation: every static `translate({id, message})` call and
 * `<Translate id="…">message</Translate>` element, by id, with its English message when it is written as a plain
 * literal. What each locale's `i18n/<locale>/code.json` must translate (plugins/i18n/core/__tests__/codeTranslations.test.ts).
 */

export interface CodeString {
  id: string;
  /** The English message, or undefined when the source does not write it as one literal. */
  message: string | undefined;
  file: string;
}

const literal = String.raw`'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"`;
const translateCall = new RegExp(String.raw`\btranslate\(\s*\{\s*id:\s*(?:${literal})(?:\s*,\s*message:\s*(?:${literal}))?`, 'g');
const idAttribute = /\bid=(?:"([^"]*)"|\{'([^']*)'\}|\{"([^"]*)"\})/;

const unescape = (text: string) => text.replace(/\\(.)/g, '$1');

/** The strings one source file declares. */
export function codeStringsOf(source: string, file: string): CodeString[] {
  const found: CodeString[] = [];
  for (const match of source.matchAll(translateCall)) {
    const id = match[1] ?? match[2]!;
    const message = match[3] ?? match[4];
    found.push({id: unescape(id), message: message === undefined ? undefined : unescape(message), file});
  }
  for (const element of translateElements(source)) {
    const id = idAttribute.exec(element.attributes);
    if (!id) continue;
    const text = element.children.trim();
    const literalChild = /^\{\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")\s*\}$/.exec(text);
    const message = literalChild ? unescape(literalChild[1] ?? literalChild[2]!) : text === '' || /[{}<]/.test(text) ? undefined : text.replace(/\s+/g, ' ');
    found.push({id: id[1] ?? id[2] ?? id[3]!, message, file});
  }
  return found;
}

/**
 * Each `<Translate …>children</Translate>` element: its attributes (read to the `>` outside any `{…}`, since a
 * `values={{x: <strong/>}}` holds tags) and its children's source.
 */
function* translateElements(source: string): Generator<{attributes: string; children: string}> {
  for (let at = source.indexOf('<Translate'); at !== -1; at = source.indexOf('<Translate', at + 1)) {
    if (/\w/.test(source[at + '<Translate'.length] ?? '')) continue;
    let depth = 0;
    let end = at + '<Translate'.length;
    for (; end < source.length; end += 1) {
      const char = source[end];
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      else if (char === '>' && depth === 0) break;
    }
    if (source[end - 1] === '/') continue;
    const close = source.indexOf('</Translate>', end);
    if (close === -1) return;
    yield {attributes: source.slice(at + '<Translate'.length, end), children: source.slice(end + 1, close)};
  }
}

/** The `{name}` placeholders of a message, sorted. */
export const placeholdersOf = (message: string): string[] => [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();

/** How many plural forms a message gives (`one|other` gives 2). */
export const pluralFormsOf = (message: string): number => message.split('|').length;
