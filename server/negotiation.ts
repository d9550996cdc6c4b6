/**
 * Markdown by content negotiation: a doc page or release post asked for with `Accept: text/markdown`
 * answers its Markdown twin (the `.md` file next to it in the build). Pure.
 */

/** The q-value `accept` gives `type` through its most specific matching range (RFC 9110 §12.5.1); 0 when none matches. */
export function qualityOf(accept: string, type: string, explicitOnly = false): number {
  const [major] = type.split('/');
  let best = {specificity: -1, q: 0};
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const specificity = range === type ? 2 : range === `${major}/*` ? 1 : range === '*/*' ? 0 : -1;
    if (specificity < 0 || (explicitOnly && specificity < 2)) continue;
    const qParam = params.find((param) => param.startsWith('q='));
    const parsed = qParam === undefined ? 1 : Number(qParam.slice(2));
    const q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
    if (specificity > best.specificity) best = {specificity, q};
  }
  return best.q;
}

/**
 * Whether a request prefers the Markdown twin: it names text/markdown itself (a wildcard is not enough, so
 * `*\/*` keeps HTML) and gives it at least the weight it gives HTML. Browsers, which ask for text/html first, keep HTML.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  const markdown = qualityOf(accept, 'text/markdown', true);
  return markdown > 0 && markdown >= qualityOf(accept, 'text/html');
}

/** The request path of a page's twin: `/quickstart` → `/quickstart.md`, `/` → `/index.md`; the query is dropped. */
export function twinUrl(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  return `${pathname.replace(/\/+$/, '') || '/index'}.md`;
}
