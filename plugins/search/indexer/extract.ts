/** Reads one built HTML page into searchable sections. Node only (cheerio). */
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import type {PageKind} from '../../../common/search/types.ts';

export interface ExtractedSection {
  anchor: string;
  heading: string;
  text: string;
  /** A question whose answer stands on its own (an FAQ item): it is also ranked as an entry of its own. */
  standalone?: boolean;
}

export interface ExtractedPage {
  url: string;
  title: string;
  tag: string;
  language: string;
  kind: PageKind;
  description: string;
  sections: ExtractedSection[];
}

// Listing pages repeat the posts and docs they list; indexing them would only duplicate hits. The translation status
// page (plugins/i18n/statusPage) lists every page's title.
const listingTags = new Set(['blog_posts_list', 'blog_tags_list', 'blog_tags_posts', 'doc_tag_doc_list', 'doc_tags_list']);
const excludedUrls = [/^\/search$/, /^\/404$/, /^\/translation-status$/, /^\/releases\/(archive|authors)(\/|$)/];
const skipped =
  'script, style, noscript, svg, button, nav, [data-copy-page], [data-type-popup], .hash-link, .theme-doc-breadcrumbs, .theme-doc-toc-mobile, .theme-doc-footer, .pagination-nav, .theme-doc-version-banner, .theme-doc-version-badge';

function kindOf(url: string, tag: string): PageKind {
  if (tag.startsWith('docs-')) return 'docs';
  if (url.startsWith('/releases/')) return 'release';
  if (url === '/starters' || url.startsWith('/starters/')) return 'starter';
  return 'page';
}

function contentRoot($: CheerioAPI) {
  // A release post is the article with the page's h1; other pages (starters, home) are the whole of main.
  for (const selector of ['.theme-doc-markdown', 'article:has(h1)', 'main']) {
    const found = $(selector).first();
    if (found.length > 0) return found;
  }
  return $('body');
}

/** Sections of a page in document order: text before the first h2/h3 belongs to the top section (anchor ''). */
export function extractPage(html: string, url: string): ExtractedPage | undefined {
  const $ = load(html);
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default';
  const language = $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang') ?? 'en';
  if (listingTags.has(tag) || excludedUrls.some((pattern) => pattern.test(url))) return undefined;
  const root = contentRoot($);
  // A heading that is an accordion's button is a question (the FAQ's): it keeps its words, only other buttons
  // are controls, and its answer stands on its own.
  const questions = new Set<string>();
  root.find('h2 button, h3 button').each((_, button) => {
    const id = $(button).closest('h2, h3').attr('id');
    if (id) questions.add(id);
    $(button).replaceWith($(button).text());
  });
  root.find(skipped).remove();
  const title = (root.find('h1').first().text() || $('title').text().replace(/\s*\|[^|]*$/, '')).trim();
  const sections: ExtractedSection[] = [{anchor: '', heading: title, text: ''}];
  let current = sections[0] as ExtractedSection;
  const walk = (node: AnyNode) => {
    if (node.type === 'text') {
      current.text += node.data;
      return;
    }
    if (node.type !== 'tag') return;
    const element = node as Element;
    const name = element.name.toLowerCase();
    if (name === 'h1') return;
    if ((name === 'h2' || name === 'h3') && element.attribs.id) {
      current = {anchor: element.attribs.id, heading: $(element).text().trim(), text: '', ...(questions.has(element.attribs.id) ? {standalone: true} : {})};
      sections.push(current);
      return;
    }
    const block = /^(p|div|li|tr|td|th|pre|h[1-6]|br|section|table|ul|ol|dd|dt|blockquote)$/.test(name);
    if (block) current.text += ' ';
    for (const child of element.children) walk(child);
    if (block) current.text += ' ';
  };
  const rootElement = root.get(0);
  if (rootElement && "children" in rootElement) for (const child of rootElement.children) walk(child);
  for (const section of sections) section.text = section.text.replace(/\s+/g, ' ').trim();
  return {
    url,
    title,
    tag,
    language,
    kind: kindOf(url, tag),
    description: ($('meta[name="description"]').attr('content') ?? '').trim(),
    sections: sections.filter((section, index) => index === 0 || section.text || section.heading),
  };
}
