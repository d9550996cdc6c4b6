import {describe, expect, it} from 'vitest';
import {toIndexDocument} from '../indexer/build';
import {extractPage} from '../indexer/extract';

const faqHtml = `<!doctype html><html lang="en"><head>
<title>Frequently asked questions | FastStore</title>
<meta name="description" content="Short answers to common questions.">
<meta name="docsearch:docusaurus_tag" content="docs-default-current">
</head><body><main><div class="theme-doc-markdown markdown">
<h1>Frequently asked questions</h1>
<p>Short answers. <button type="button">Copy page</button></p>
<h2 id="cms">VTEX Headless CMS</h2>
<h3 id="why-do-cms-previews-ask-me-to-log-in"><button type="button" aria-expanded="false"><span>Why do CMS previews ask me to log in?</span></button></h3>
<div hidden><p>Since May 2022, previews are private by default.</p></div>
<h3 id="plain">A plain heading</h3><p>Plain text.</p>
</div></main></body></html>`;

describe('extractPage', () => {
  it("indexes an FAQ question as its section's heading, standing on its own, and drops other buttons", () => {
    const page = extractPage(faqHtml, '/faq');
    expect(page?.sections).toEqual([
      {anchor: '', heading: 'Frequently asked questions', text: 'Short answers.'},
      {anchor: 'cms', heading: 'VTEX Headless CMS', text: ''},
      {anchor: 'why-do-cms-previews-ask-me-to-log-in', heading: 'Why do CMS previews ask me to log in?', text: 'Since May 2022, previews are private by default.', standalone: true},
      {anchor: 'plain', heading: 'A plain heading', text: 'Plain text.'},
    ]);
    expect(page?.description).toBe('Short answers to common questions.');
  });

  it('hands the indexer the standalone sections and the description', () => {
    const document = toIndexDocument(extractPage(faqHtml, '/faq')!);
    expect(document.standalone).toEqual(['why-do-cms-previews-ask-me-to-log-in']);
    expect(document.description).toBe('Short answers to common questions.');
    expect(document.sections[0]).toEqual(['', '', 'Short answers.']);
  });
});
