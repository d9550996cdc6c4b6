import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import rehypeHydrationSections, {sectionPrefix, splitSections} from '../index';

const element = (tagName: string, text = tagName) => ({type: 'element', tagName, children: [{type: 'text', value: text}]});
const blank = {type: 'text', value: '\n'};
const esm = {type: 'mdxjsEsm', value: "import X from './x'"};

describe('splitSections', () => {
  it('starts a section at each h2, keeps what comes first as its own, and leaves ESM at the root', () => {
    const root = {type: 'root', children: [esm, blank, element('p', 'intro'), blank, element('h2', 'A'), element('p', 'a'), blank, element('h2', 'B'), element('h3'), element('pre')]};
    expect(splitSections(root, 'section-x')).toBe(true);
    expect(root.children).toEqual([
      esm,
      {type: 'mdxJsxFlowElement', name: 'HydrateLater', attributes: [{type: 'mdxJsxAttribute', name: 'id', value: 'section-x-0'}], children: [element('p', 'intro'), blank]},
      {type: 'mdxJsxFlowElement', name: 'HydrateLater', attributes: [{type: 'mdxJsxAttribute', name: 'id', value: 'section-x-1'}], children: [element('h2', 'A'), element('p', 'a'), blank]},
      {type: 'mdxJsxFlowElement', name: 'HydrateLater', attributes: [{type: 'mdxJsxAttribute', name: 'id', value: 'section-x-2'}], children: [element('h2', 'B'), element('h3'), element('pre')]},
    ]);
  });

  it('numbers from the first h2 when nothing comes before it', () => {
    const root = {type: 'root', children: [blank, element('h2', 'A'), element('h2', 'B')]};
    splitSections(root, 's');
    expect(root.children.map((node) => (node as {attributes?: Array<{value: string}>}).attributes?.[0]?.value)).toEqual(['s-0', 's-1']);
  });

  it('leaves content with fewer than two sections unchanged', () => {
    const children = [esm, element('p'), element('h3'), element('pre')];
    const root = {type: 'root', children: [...children]};
    expect(splitSections(root, 's')).toBe(false);
    expect(root.children).toEqual(children);
    const oneHeading = {type: 'root', children: [element('h2'), element('p')]};
    expect(splitSections(oneHeading, 's')).toBe(false);
  });
});

describe('sectionPrefix', () => {
  it('is stable for a path relative to the site, and differs between files', () => {
    expect(sectionPrefix('/site/docs/quickstart.mdx', '/site')).toBe(sectionPrefix('/other/docs/quickstart.mdx', '/other'));
    expect(sectionPrefix('/site/docs/quickstart.mdx', '/site')).not.toBe(sectionPrefix('/site/docs/faq.mdx', '/site'));
    expect(sectionPrefix('/site/docs/quickstart.mdx', '/site')).toMatch(/^section-[0-9a-f]{8}$/);
  });
});

describe('rehypeHydrationSections in an MDX compile', () => {
  const source = "import Tip from './tip';\n\nIntro.\n\n## Install\n\nRun it.\n\n<Tip />\n\n## Use\n\nDone.\n";
  const compileAt = async (path: string) => String(await compile({value: source, path}, {rehypePlugins: [rehypeHydrationSections], jsx: true}));

  it('renders each section through the provided HydrateLater component with its own id', async () => {
    const prefix = sectionPrefix('/site/docs/guide.mdx');
    const output = await compileAt('/site/docs/guide.mdx');
    // A provided component (from the MDX provider), not an import.
    expect(output).toContain('{HydrateLater} = _components');
    for (const index of [0, 1, 2]) expect(output).toContain(`<HydrateLater id="${prefix}-${index}">`);
    expect(output).toContain(`<HydrateLater id="${prefix}-1"><_components.h2>{"Install"}`);
    expect(output).toContain("import Tip from './tip'");
  });

  it('leaves partials whole', async () => {
    expect(await compileAt('/site/docs/_partial.mdx')).not.toContain('HydrateLater');
  });
});
