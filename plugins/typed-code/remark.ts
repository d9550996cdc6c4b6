/**
 * Remark step for the docs: each code block that is a passing FastStore example (see core/project.ts) is wrapped in
 * `<TypedCode>` with its type popups, and the page imports that component. A page without such a block is left as it is.
 */
import {createHash} from 'node:crypto';
import path from 'node:path';
import {parse} from 'acorn';
import type {Code, Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import {readAllContent} from '../../scripts/lib/content.ts';
import {checkedLanguages} from './core/examples.ts';
import {ensureStarterInstalled} from './core/install.ts';
import {encodeMarks} from './core/marks.ts';
import {createExampleProject, type ExampleProject} from './core/project.ts';

const componentName = 'TypedCode';
const importSource = `import ${componentName} from '@theme/TypedCode'`;

let project: ExampleProject | undefined;
/** Time the build spends on types, reported once the first page's popups are known. */
let spentMs = 0;

/** One project for the whole build, compiled once over every docs page so each page's lookup reuses it. */
function projectFor(siteDir: string): ExampleProject {
  if (!project) {
    const started = performance.now();
    ensureStarterInstalled();
    project = createExampleProject(siteDir);
    const blocks = project.check(readAllContent(['docs', 'versioned_docs']).map((page) => page.file));
    spentMs += performance.now() - started;
    console.log(`[typed-code] ${blocks.length} FastStore examples compiled in ${(spentMs / 1000).toFixed(1)} s`);
  }
  return project;
}

/**
 * `siteDir` defaults to the working directory, where Docusaurus builds (the content reader assumes it too). The
 * site's config passes no option: Docusaurus copies the docs plugin's options into the browser's config module, so
 * an absolute path given here would ship in every page's script.
 */
export default function remarkTypedCode({siteDir = process.cwd()}: {siteDir?: string} = {}) {
  return (tree: Root, file: VFile): void => {
    const page = path.relative(siteDir, file.path).split(path.sep).join('/');
    if (!/^(docs|versioned_docs)\//.test(page)) return;
    let wrapped = 0;
    const visit = (parent: {children: RootContent[]}) => {
      parent.children = parent.children.map((node) => {
        if ('children' in node) visit(node as {children: RootContent[]});
        if (node.type !== 'code' || !checkedLanguages.has((node as Code).lang ?? '')) return node;
        const code = node as Code;
        const marks = projectFor(siteDir).typesFor(page, code.value);
        if (marks.length === 0) return node;
        wrapped += 1;
        const id = `type-${createHash('sha256').update(`${page}\n${code.value}`).digest('hex').slice(0, 8)}`;
        return {
          type: 'mdxJsxFlowElement',
          name: componentName,
          attributes: [
            {type: 'mdxJsxAttribute', name: 'marks', value: encodeMarks(marks)},
            {type: 'mdxJsxAttribute', name: 'id', value: id},
          ],
          children: [code],
        } as unknown as RootContent;
      });
    };
    visit(tree);
    if (wrapped === 0) return;
    tree.children.unshift({
      type: 'mdxjsEsm',
      value: importSource,
      data: {estree: parse(importSource, {ecmaVersion: 'latest', sourceType: 'module'})},
    } as unknown as RootContent);
  };
}
