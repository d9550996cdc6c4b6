/**
 * The heading id a FAQ question had as a Markdown heading, so old links still land on it: the FAQ item
 * (src/components/FaqAccordion) makes its anchor with it, and the translation checks (plugins/i18n) read
 * each item's anchor the same way.
 */
export function questionSlug(question: string): string {
  return question
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}
