/**
 * Rehype plugin: splits an MDX page's content into sections, one per `##` heading (plus what comes before
 * the first), each wrapped in `<HydrateLater id=…>` (plugins/lean-client/client/HydrateLater). A long doc then hydrates
 * one section per task instead of the whole content in one: on /quickstart that content was one task of about
 * 170 ms on a phone. Nothing else changes: each section sits in one `display: contents` element, and
 * src/css/custom.css gives the section's children the spacing Infima gives the content's direct children.
 *
 * Ids are unique per file (a hash of its path), so a release list, which shows several posts, never holds
 * two parts with the same id. Partials (files named `_…`) are left whole: a page may show one twice.
 */
import {createHash} from 'node:crypto';
import path from 'node:path';

interface Node {
  type: string;
  tagName?: string;
  value?: string;
  children?: Node[];
}

interface SectionElement extends Node {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: Array<{type: 'mdxJsxAttribute'; name: string; value: string}>;
  children: Node[];
}

/** The MDX component the sections render as; src/theme/MDXComponents.tsx provides it. */
export const sectionComponent = 'HydrateLater';

const startsSection = (node: Node) => node.type === 'element' && node.tagName === 'h2';
const isBlank = (node: Node) => node.type === 'text' && !node.value?.trim();

/** The id prefix for a file: stable across builds of the same tree. */
export function sectionPrefix(filePath: string, root = process.cwd()): string {
  const relative = path.relative(root, filePath).split(path.sep).join('/');
  return `section-${createHash('sha256').update(relative).digest('hex').slice(0, 8)}`;
}

/** Groups the root's content into sections; ESM (imports, exports) stays at the root. Fewer than two sections: unchanged. */
export function splitSections(root: Node, prefix: string): boolean {
  const kept: Node[] = [];
  const sections: Node[][] = [];
  for (const node of root.children ?? []) {
    if (node.type === 'mdxjsEsm') kept.push(node);
    else if (startsSection(node) || sections.length === 0) {
      if (isBlank(node)) continue;
      sections.push([node]);
    } else sections.at(-1)?.push(node);
  }
  if (sections.length < 2) return false;
  root.children = [
    ...kept,
    ...sections.map(
      (children, index): SectionElement => ({
        type: 'mdxJsxFlowElement',
        name: sectionComponent,
        attributes: [{type: 'mdxJsxAttribute', name: 'id', value: `${prefix}-${index}`}],
        children,
      }),
    ),
  ];
  return true;
}

export default function rehypeHydrationSections() {
  return (tree: Node, file: {path?: string}) => {
    if (!file.path || path.basename(file.path).startsWith('_')) return;
    splitSections(tree, sectionPrefix(file.path));
  };
}
