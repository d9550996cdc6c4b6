/**
 * Code translations written into the code that uses them, for a translated locale's build. Docusaurus ships every
 * code translation of a locale in the main bundle (`@generated/codeTranslations`), so a translated site's first
 * load carried the text of the search modal, the survey, the API reference and every page type, about 10 KB gzip
 * over English's. Here each `translate({id, message})` call and `<Translate id>` element whose id and English text
 * are literals gets the translation as its text: the string travels in the chunk that uses it, in place of the
 * English one, and the id leaves the main bundle's map. An id used in any other way (a computed message, the id
 * string read elsewhere, a file that does not parse) stays in the map, so nothing falls back to English.
 *
 * Plain JavaScript: Rspack loads the loader (loader.cjs) in Node without a TypeScript loader, on Node 20 too.
 */
import {parse} from '@babel/parser';

/**
 * @typedef {{id: string, start: number, end: number, text: (translation: string) => string}} Site
 * @typedef {{sites: Site[], others: Set<string>}} Found
 */

const parserPlugins = /** @type {const} */ (['jsx', 'typescript', 'importAttributes', 'decorators-legacy']);

/** A string literal's value, or a template literal's without expressions; undefined for anything else. */
function literal(node) {
  if (!node) return undefined;
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

const keyName = (property) => (property.key?.type === 'Identifier' ? property.key.name : property.key?.type === 'StringLiteral' ? property.key.value : undefined);

/** Whether the children of `<Translate>` are only text and string literals (its English message). */
const textOnly = (children) =>
  children.length > 0 && children.every((child) => child.type === 'JSXText' || (child.type === 'JSXExpressionContainer' && literal(child.expression) !== undefined));

/**
 * Every place in `source` where a code translation can be written in, and every id-like string used otherwise.
 * Returns null when the file does not parse (its ids then stay in the map).
 */
export function findMessages(source, ids) {
  let ast;
  try {
    ast = parse(source, {sourceType: 'unambiguous', plugins: [...parserPlugins], errorRecovery: false});
  } catch {
    return null;
  }
  /** @type {Site[]} */
  const sites = [];
  const others = new Set();
  const used = new Set();

  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'translate' && node.arguments[0]?.type === 'ObjectExpression') {
      const properties = node.arguments[0].properties;
      const idNode = properties.find((property) => property.type === 'ObjectProperty' && keyName(property) === 'id');
      const messageNode = properties.find((property) => property.type === 'ObjectProperty' && keyName(property) === 'message');
      const id = literal(idNode?.value);
      if (id !== undefined && ids.has(id) && literal(messageNode?.value) !== undefined) {
        used.add(idNode.value);
        sites.push({id, start: messageNode.value.start, end: messageNode.value.end, text: (translation) => JSON.stringify(translation)});
      }
    }
    if (node.type === 'JSXElement' && node.openingElement.name.type === 'JSXIdentifier' && node.openingElement.name.name === 'Translate') {
      const idAttribute = node.openingElement.attributes.find((attribute) => attribute.type === 'JSXAttribute' && attribute.name.name === 'id');
      const id = literal(idAttribute?.value) ?? literal(idAttribute?.value?.expression);
      const {children} = node;
      if (id !== undefined && ids.has(id) && textOnly(children)) {
        used.add(idAttribute.value.type === 'StringLiteral' ? idAttribute.value : idAttribute.value.expression);
        sites.push({id, start: children[0].start, end: children.at(-1).end, text: (translation) => `{${JSON.stringify(translation)}}`});
      }
    }
    if ((node.type === 'StringLiteral' || node.type === 'TemplateLiteral') && !used.has(node)) {
      const value = literal(node);
      if (value !== undefined && ids.has(value)) others.add(value);
    }
    for (const key of Object.keys(node)) {
      if (key === 'loc' || key === 'start' || key === 'end' || key === 'extra' || key === 'leadingComments' || key === 'trailingComments' || key === 'innerComments') continue;
      const value = node[key];
      if (Array.isArray(value)) for (const item of value) visit(item);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(ast.program);
  // The id literal of a site is seen before or after it: only those of no site count as other uses.
  return {sites, others};
}

/** `source` with each site of an id in `messages` written in that id's translation. */
export function inlineMessages(source, messages) {
  const found = findMessages(source, new Set(Object.keys(messages)));
  if (!found || found.sites.length === 0) return source;
  let code = '';
  let at = 0;
  for (const site of [...found.sites].sort((a, b) => a.start - b.start)) {
    if (found.others.has(site.id)) continue;
    code += source.slice(at, site.start) + site.text(messages[site.id]);
    at = site.end;
  }
  return code + source.slice(at);
}

/**
 * The ids of `messages` that every file of `sources` uses only where they can be written in: those leave the main
 * bundle's map. An id of a file that does not parse, or used otherwise anywhere, stays.
 */
export function inlinableIds(sources, messages) {
  const ids = new Set(Object.keys(messages));
  const written = new Set();
  const kept = new Set();
  for (const source of sources) {
    if (!/translate/i.test(source)) continue;
    const found = findMessages(source, ids);
    if (!found) {
      for (const id of ids) if (source.includes(id)) kept.add(id);
      continue;
    }
    for (const site of found.sites) written.add(site.id);
    for (const id of found.others) kept.add(id);
  }
  return [...written].filter((id) => !kept.has(id)).sort();
}
