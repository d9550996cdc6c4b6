/**
 * A page's source (Markdown or MDX) as plain Markdown for its `.md` twin: no front matter, imports or JSX;
 * our MDX components rendered as Markdown; admonitions as blockquotes; links and images absolute.
 */
import type {Root, RootContent, Parent, Paragraph, Heading, Blockquote, PhrasingContent, Link, Image} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import {parse as parseYaml} from 'yaml';
import {withBase} from '../../common/basePath.ts';
import {checkedAgainst, checkedAgainstLabel} from '../../common/faststoreSource.ts';

export interface TwinContext {
  /** The page's own URL (absolute), for anchors and relative links. */
  pageUrl: string;
  /** The site's origin, e.g. https://faststore.dev. */
  siteUrl: string;
  /** The site's base path (`/`, `/docs/`), which a root-absolute link (`/quickstart`) lies under, as the site renders it. */
  baseUrl: string;
  /** Turns a link to a source file (`../concepts/x.mdx`) into the page's path, when it is one of ours. */
  resolveSourceLink: (target: string) => string | undefined;
  /** `.mdx` sources are MDX; `.md` sources are CommonMark (the site's `markdown.format: 'detect'`). */
  mdx: boolean;
}

interface JsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value?: unknown;
}
interface JsxElement extends Parent {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
}
interface Directive extends Parent {
  type: 'containerDirective' | 'leafDirective' | 'textDirective';
  name: string;
}

const admonitionTitles: Record<string, string> = {note: 'Note', tip: 'Tip', info: 'Info', caution: 'Caution', warning: 'Warning', danger: 'Danger'};

const text = (value: string) => ({type: 'text' as const, value});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const attribute = (node: JsxElement, name: string) => {
  const value = node.attributes.find((item) => item.type === 'mdxJsxAttribute' && item.name === name)?.value;
  return typeof value === 'string' ? value : undefined;
};

/** An absolute URL for a link target found in a page. */
export function absoluteUrl(target: string, context: Pick<TwinContext, 'pageUrl' | 'siteUrl' | 'baseUrl' | 'resolveSourceLink'>): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return target;
  if (target.startsWith('#')) return `${context.pageUrl}${target}`;
  const [pathPart = '', hash = ''] = target.split(/(?=#)/);
  if (/\.mdx?$/.test(pathPart)) {
    const resolved = context.resolveSourceLink(pathPart);
    if (resolved) return `${context.siteUrl}${resolved}${hash}`;
  }
  if (target.startsWith('/')) return `${context.siteUrl}${withBase(context.baseUrl, target)}`;
  return new URL(target, `${context.pageUrl}/`).href;
}

/** What one of our MDX components becomes in Markdown (undefined: keep its children). */
function jsxReplacement(node: JsxElement, context: TwinContext): RootContent[] | undefined {
  switch (node.name) {
    case 'Playground': {
      const component = attribute(node, 'component') ?? 'component';
      return [paragraph([text(`A live demo of the ${component} component, with controls for its props, is on `), {type: 'link', url: context.pageUrl, children: [text('the web page')]}, text('.')])];
    }
    case 'UiGallery':
      return [paragraph([text('A gallery of these components is on '), {type: 'link', url: context.pageUrl, children: [text('the web page')]}, text('.')])];
    case 'FaqItem': {
      const heading: Heading = {type: 'heading', depth: 3, children: [text(attribute(node, 'question') ?? 'Question')]};
      return [heading, ...(node.children as RootContent[])];
    }
    case 'TabItem':
      return [paragraph([{type: 'strong', children: [text(attribute(node, 'label') ?? attribute(node, 'value') ?? 'Tab')]}]), ...(node.children as RootContent[])];
    case 'summary':
      return [paragraph([{type: 'strong', children: node.children as PhrasingContent[]}])];
    default:
      return undefined;
  }
}

function transform(parent: Parent, context: TwinContext): void {
  const next: RootContent[] = [];
  for (const child of parent.children as RootContent[]) {
    const node = child as unknown as {type: string; name?: string; children?: RootContent[]};
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        continue;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const element = node as unknown as JsxElement;
        transform(element, context);
        next.push(...(jsxReplacement(element, context) ?? (element.children as RootContent[])));
        continue;
      }
      case 'containerDirective': {
        const directive = node as unknown as Directive;
        transform(directive, context);
        const title = admonitionTitles[directive.name];
        const children = directive.children as RootContent[];
        if (!title) {
          next.push(...children);
          continue;
        }
        // A custom title is the directive's label paragraph.
        const [first, ...rest] = children;
        const labelled = (first as Paragraph & {data?: {directiveLabel?: boolean}} | undefined)?.data?.directiveLabel;
        const label: PhrasingContent[] = labelled ? (first as Paragraph).children : [text(title)];
        const body = labelled ? rest : children;
        const quote: Blockquote = {type: 'blockquote', children: [paragraph([{type: 'strong', children: [...label, text(':')]}]), ...(body as Blockquote['children'])]};
        next.push(quote);
        continue;
      }
      case 'leafDirective':
      case 'textDirective':
        // Not a directive after all (e.g. "10:30" in text): keep it as written.
        next.push(text(`:${node.name ?? ''}`), ...(node.children ?? []));
        continue;
      case 'link':
        (child as Link).url = absoluteUrl((child as Link).url, context);
        break;
      case 'image':
        (child as Image).url = absoluteUrl((child as Image).url, context);
        break;
      default:
        break;
    }
    if (Array.isArray(node.children)) transform(child as Parent, context);
    next.push(child);
  }
  parent.children = next;
}

/** Drops the explicit anchor (`{#before-you-begin}`) from the end of each heading's text. */
function withoutHeadingIds(tree: Root): void {
  for (const node of tree.children) {
    if (node.type !== 'heading') continue;
    const last = node.children.at(-1);
    if (last?.type === 'text') last.value = last.value.replace(/\s*\{#[^{}\s]+\}\s*$/, '');
  }
}

/** The first heading's text, if any. */
export function firstHeading(tree: Root): string | undefined {
  const heading = tree.children.find((node): node is Heading => node.type === 'heading');
  const flatten = (nodes: readonly PhrasingContent[]): string =>
    nodes.map((node) => ('value' in node ? node.value : 'children' in node ? flatten(node.children as PhrasingContent[]) : '')).join('');
  return heading ? flatten(heading.children) : undefined;
}

/** The Markdown twin of a page: `# title`, an optional description line, then the converted body. */
export function toMarkdownTwin(source: string, title: string, context: TwinContext): string {
  const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective);
  if (context.mdx) parser.use(remarkMdx);
  // A translated heading keeps the English anchor as `{#id}`, which MDX reads as an expression unless escaped, as
  // Docusaurus escapes it; the twin's heading is the text alone.
  const tree = parser.parse(context.mdx ? escapeMarkdownHeadingIds(source) : source) as Root;
  withoutHeadingIds(tree);
  const frontMatter = tree.children.find((node) => node.type === 'yaml');
  const checked = frontMatter ? checkedAgainst(parseYaml(frontMatter.value) as Record<string, unknown> | undefined) : null;
  transform(tree, context);
  let titleIndex = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
  if (titleIndex < 0) {
    tree.children.unshift({type: 'heading', depth: 1, children: [text(title)]});
    titleIndex = 0;
  }
  if (checked) {
    const line = paragraph([text(`${checkedAgainstLabel(checked)} (`), {type: 'link', url: checked.url, children: [text(checked.tag)]}, text(').')]);
    tree.children.splice(titleIndex + 1, 0, line);
  }
  return unified().use(remarkGfm).use(remarkStringify, {bullet: '-', fences: true, rule: '-'}).stringify(tree);
}
