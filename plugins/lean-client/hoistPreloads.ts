/**
 * React's server renderer puts `<link rel="preload" as="image">` hints for the page's first images at the
 * start of the app's container, where no component renders them. Preact, hydrating that container, meets
 * nodes its tree does not have in front of everything else, so it moves every top-level node and drops the
 * hints, and parts of the page that hydrate later (plugins/lean-client/client/HydrateLater) would keep the wrong node.
 * Moving the hints to the end of `<head>` keeps them (a browser finds them earlier there) and gives Preact
 * a container that matches its tree.
 */

const leadingPreloads = /(<div id="?__docusaurus"?>)((?:<link rel="?preload"? as="?image"?[^>]*>)+)/;

/** The HTML with the container's leading image preloads moved to the end of `<head>`; unchanged when there are none. */
export function hoistImagePreloads(html: string): string {
  const match = leadingPreloads.exec(html);
  if (!match?.[1] || !match[2] || !html.includes('</head>')) return html;
  const withoutHints = html.slice(0, match.index) + match[1] + html.slice(match.index + match[0].length);
  return withoutHints.replace('</head>', `${match[2]}</head>`);
}
