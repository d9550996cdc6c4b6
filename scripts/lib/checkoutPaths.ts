/**
 * Finding the build machine's checkout path in served text. The path alone is not enough: a checkout at a short path
 * such as /src or /app would match "starter/src/components" or "https://…/app" in a page's own words. A leaked path
 * names something inside the checkout (a top-level entry such as node_modules or docs) and starts where a path can
 * start: at the start of the text, after a quote, a space, a colon (file:///…) or a bracket, never inside a longer path.
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function checkoutPattern(checkout: string, entries: readonly string[]): RegExp {
  const root = checkout.replace(/\/+$/, '');
  const inside = entries.map(escape).join('|');
  return new RegExp(`(?:^|file://|[\\s"'\`(\\[=:,;])${escape(root)}/(?:${inside})(?![\\w.-])`, 'm');
}

/** The lines of `text` that hold the checkout's path, for a failure message a reader can act on (at most 3). */
export function leakedLines(text: string, pattern: RegExp): string[] {
  return text
    .split('\n')
    .filter((line) => pattern.test(line))
    .slice(0, 3)
    .map((line) => {
      const at = line.search(pattern);
      return line.slice(Math.max(0, at - 40), at + 120);
    });
}
