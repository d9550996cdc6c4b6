/**
 * Docusaurus loads its bundles with `<script defer>` in `<head>`. A deferred script runs as soon as it has
 * arrived and the document is parsed, and on a fast connection that is before the first frame: the reader
 * waits for the main bundle to evaluate before seeing a page the server had already rendered, and
 * Lighthouse counts that evaluation and its download as part of the largest paint.
 *
 * This moves each of those scripts to the end of `<body>`, started by a small loader once the browser reports
 * the page's first contentful paint (a `paint` performance entry, which carries the time the frame reached
 * the screen; a timer set in `requestAnimationFrame` can fire before that, while the frame is still on its
 * way). Browsers without paint entries start the scripts after the first frame instead. The downloads still
 * start at once: each script becomes a low-priority `<link rel=preload>` where it was, so it arrives while
 * the page renders and never competes with the stylesheet. The loader inserts the scripts with
 * `async = false`, which keeps their order.
 */

const headScripts = /<script src=("?)([^"\s>]+)\1 defer><\/script>/g;

/** The HTML with its head's deferred scripts started after the first paint; unchanged when there are none. */
export function scriptsAfterPaint(html: string): string {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < 0) return html;
  const sources: string[] = [];
  const head = html.slice(0, headEnd).replace(headScripts, (_tag, _quote: string, source: string) => {
    sources.push(source);
    return `<link rel=preload as=script href="${source}" fetchpriority=low>`;
  });
  if (sources.length === 0) return html;
  const loader = `<script>${loaderSource(sources)}</script>`;
  return head + html.slice(headEnd, bodyEnd) + loader + html.slice(bodyEnd);
}

/** The inline loader: inserts `sources` in order, once, after the first contentful paint. */
export function loaderSource(sources: string[]): string {
  return (
    '(function(){var d=0;function go(){if(d)return;d=1;' +
    `${JSON.stringify(sources)}.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=!1;document.body.appendChild(e)})}` +
    'var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
    'var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}});' +
    'o.observe({type:"paint",buffered:!0})}else requestAnimationFrame(function(){setTimeout(go)})})()'
  );
}
