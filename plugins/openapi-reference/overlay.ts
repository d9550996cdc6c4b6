/**
 * The API description's texts in another language, as an OpenAPI Overlay (1.0): a list of actions, each naming an
 * object of the description by a JSONPath `target` and giving its translated `summary`, `description` or `title` in
 * `update`. Each action also records, in `x-source`, a fingerprint of every English text it translates, so the
 * overlay is checked against the description it extends:
 * - a target that names nothing, or a field the English object does not have, is an error (the build stops);
 * - a text whose English has changed since it was translated is outdated: the reader gets the English text, and
 *   `npm run i18n:status` lists it, until the translation is brought up to date with its new fingerprint;
 * - a text with no translation is missing, and the reader gets the English text.
 * Only these three fields are prose; names, paths, enums and examples stay as the API spells them.
 */
import {createHash} from 'node:crypto';
import path from 'node:path';

/** The fields an overlay translates. */
export const PROSE_FIELDS = ['title', 'summary', 'description'] as const;
export type ProseField = (typeof PROSE_FIELDS)[number];

export interface OverlayAction {
  target: string;
  update: Partial<Record<ProseField, string>>;
  'x-source': Partial<Record<ProseField, string>>;
}

export interface Overlay {
  overlay: string;
  info: {title: string; version: string};
  extends?: string;
  actions: OverlayAction[];
}

/** One English text of the description: where it is, which field, and what it says. */
export interface ProseText {
  target: string;
  field: ProseField;
  text: string;
}

export type TextState = 'current' | 'outdated' | 'missing';

export interface TextStatus extends ProseText {
  state: TextState;
}

export interface OverlayResult {
  /** The description with every current translation in place of its English text. */
  description: unknown;
  /** Every English text with its state in the overlay. */
  texts: TextStatus[];
}

/**
 * Where a locale's translation of a description's texts lives: `i18n/<locale>/openapi-reference/<name>.overlay.yaml`
 * (`localizationDir` is `i18n/<locale>`), beside the locale's other translations.
 */
export function overlayPath(localizationDir: string, specFile: string): string {
  return path.join(localizationDir, 'openapi-reference', `${path.basename(specFile, path.extname(specFile))}.overlay.yaml`);
}

/** A short, stable fingerprint of an English text (leading and trailing white space do not count). */
export function textFingerprint(text: string): string {
  return createHash('sha256').update(text.trim()).digest('hex').slice(0, 12);
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function keyStep(key: string): string {
  return IDENTIFIER.test(key) ? `.${key}` : `['${key.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}']`;
}

function itemStep(item: unknown, index: number, items: unknown[]): string {
  const name = isObject(item) ? item.name : undefined;
  // By name where the name picks out this item alone (tags, parameters), which survives a reordering.
  if (typeof name === 'string' && items.filter((other) => isObject(other) && other.name === name).length === 1) {
    return `[?(@.name=='${name.replaceAll("'", "\\'")}')]`;
  }
  return `[${index}]`;
}

/**
 * Every prose text of `description` in document order, each with the JSONPath of the object that holds it.
 * Examples and default values are data, not prose: nothing under `example`, `examples` or `default` is listed.
 */
export function proseTexts(description: unknown): ProseText[] {
  const texts: ProseText[] = [];
  const walk = (node: unknown, target: string, parentKey: string | undefined) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${target}${itemStep(item, index, node)}`, parentKey));
      return;
    }
    if (!isObject(node)) return;
    // Under `properties` each key is a property's name, so a property called `description` is an object, not a text.
    const named = parentKey === 'properties' || parentKey === 'variables' || parentKey === 'schemas';
    for (const [key, value] of Object.entries(node)) {
      if (!named && (PROSE_FIELDS as readonly string[]).includes(key) && typeof value === 'string') {
        texts.push({target, field: key as ProseField, text: value});
      } else if (named || !['example', 'examples', 'default', 'enum'].includes(key)) {
        walk(value, `${target}${keyStep(key)}`, named ? undefined : key);
      }
    }
  };
  walk(description, '$', undefined);
  return texts;
}

type Step = {key: string} | {index: number} | {name: string};

/** The steps of a target as `proseTexts` writes them: `.key`, `['key']`, `[n]` and `[?(@.name=='x')]`. */
export function parseTarget(target: string): Step[] {
  if (!target.startsWith('$')) throw new Error(`target "${target}" does not start at the root ($)`);
  const steps: Step[] = [];
  const pattern = /\.([A-Za-z_$][\w$]*)|\['((?:[^'\\]|\\.)*)'\]|\[(\d+)\]|\[\?\(@\.name=='((?:[^'\\]|\\.)*)'\)\]/y;
  pattern.lastIndex = 1;
  while (pattern.lastIndex < target.length) {
    const at = pattern.lastIndex;
    const match = pattern.exec(target);
    if (!match) throw new Error(`target "${target}" cannot be read at "${target.slice(at)}"`);
    const unescape = (text: string) => text.replace(/\\(.)/g, '$1');
    if (match[1] !== undefined) steps.push({key: match[1]});
    else if (match[2] !== undefined) steps.push({key: unescape(match[2])});
    else if (match[3] !== undefined) steps.push({index: Number(match[3])});
    else steps.push({name: unescape(match[4]!)});
  }
  return steps;
}

/** The object `target` names in `description`, or undefined when it names nothing. */
export function resolveTarget(description: unknown, target: string): Json | undefined {
  let node: unknown = description;
  for (const step of parseTarget(target)) {
    if ('key' in step) node = isObject(node) && Object.hasOwn(node, step.key) ? node[step.key] : undefined;
    else if ('index' in step) node = Array.isArray(node) ? node[step.index] : undefined;
    else node = Array.isArray(node) ? node.find((item) => isObject(item) && item.name === step.name) : undefined;
    if (node === undefined) return undefined;
  }
  return isObject(node) ? node : undefined;
}

/** The overlay file's shape, or the list of what is wrong with it. */
export function readOverlay(value: unknown, file: string): Overlay {
  const fail = (problem: string): never => {
    throw new Error(`${file}: ${problem}`);
  };
  if (!isObject(value) || typeof value.overlay !== 'string' || !/^1\./.test(value.overlay)) fail('not an OpenAPI Overlay 1.x document (no `overlay: 1.0.0`)');
  const overlay = value as Json;
  if (!isObject(overlay.info) || typeof overlay.info.title !== 'string' || typeof overlay.info.version !== 'string') fail('`info` needs a `title` and a `version`');
  if (!Array.isArray(overlay.actions)) fail('`actions` is not a list');
  (overlay.actions as unknown[]).forEach((action, index) => {
    const where = `action ${index + 1}`;
    if (!isObject(action) || typeof action.target !== 'string') return fail(`${where} has no \`target\``);
    if (!isObject(action.update)) return fail(`${where} (${action.target}) has no \`update\``);
    const source = isObject(action['x-source']) ? action['x-source'] : {};
    for (const [field, text] of Object.entries(action.update)) {
      if (!(PROSE_FIELDS as readonly string[]).includes(field)) fail(`${where} (${action.target}) updates "${field}"; an overlay translates only ${PROSE_FIELDS.join(', ')}`);
      if (typeof text !== 'string' || !text.trim()) fail(`${where} (${action.target}): "${field}" is not a text`);
      if (typeof source[field] !== 'string') fail(`${where} (${action.target}): "${field}" has no fingerprint of its English text in \`x-source\``);
    }
    action['x-source'] = source;
  });
  return value as unknown as Overlay;
}

/**
 * `description` (the English one, as parsed from its YAML, before `$ref`s are resolved) with `overlay` applied, and
 * the state of every English text. Throws on a target that names nothing or a field the English object lacks.
 */
export function applyOverlay(description: unknown, overlay: Overlay, file: string): OverlayResult {
  const translated: unknown = structuredClone(description);
  const done = new Map<string, TextState>();
  const problems: string[] = [];
  for (const action of overlay.actions) {
    const english = resolveTarget(description, action.target);
    const node = resolveTarget(translated, action.target);
    if (!english || !node) {
      problems.push(`${action.target} names nothing in the description`);
      continue;
    }
    for (const [field, text] of Object.entries(action.update) as Array<[ProseField, string]>) {
      const source = english[field];
      if (typeof source !== 'string') {
        problems.push(`${action.target} has no English "${field}" to translate`);
        continue;
      }
      const key = `${action.target}\u0000${field}`;
      if (done.has(key)) problems.push(`${action.target} translates "${field}" twice`);
      if (action['x-source'][field] === textFingerprint(source)) {
        node[field] = text;
        done.set(key, 'current');
      } else {
        done.set(key, 'outdated');
      }
    }
  }
  if (problems.length > 0) throw new Error(`${file} does not match the description it translates:\n- ${problems.join('\n- ')}`);
  const texts = proseTexts(description).map((text) => ({...text, state: done.get(`${text.target}\u0000${text.field}`) ?? ('missing' as const)}));
  return {description: translated, texts};
}

/**
 * `overlay` with each translated text's fingerprint set to its English text as it is now: what a translator records
 * with `npm run i18n:stamp` once the translations are brought up to date. Texts not yet translated stay missing.
 */
export function stampOverlay(description: unknown, overlay: Overlay): Overlay {
  const actions = overlay.actions.map((action) => {
    const english = resolveTarget(description, action.target);
    const stamped = {...action['x-source']};
    for (const field of Object.keys(action.update) as ProseField[]) {
      const text = english?.[field];
      if (typeof text === 'string') stamped[field] = textFingerprint(text);
    }
    return {...action, 'x-source': stamped};
  });
  return {...overlay, actions};
}
