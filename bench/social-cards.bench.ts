/**
 * Build time the social cards add: renders 200 cards (1200×630 PNG) as the docs-travel plugin
 * does during the build, and reports the total and per-card time. Run: `npm run bench -- social`.
 */
import {importFeature} from './lib/features.ts';

// Loaded by name from the checkout: the plugin follows the site's bundler resolution, not NodeNext's.
const {renderCard} = await importFeature<{
  renderCard: (text: {title: string; section: string; product: string}) => Promise<Buffer>;
}>('#docs-travel');

export default async function socialCardsBench() {
  const count = 200;
  await renderCard({title: 'Warm-up', section: 'Docs', product: 'FastStore'});
  const started = performance.now();
  let bytes = 0;
  for (let index = 0; index < count; index += 1) {
    const png = await renderCard({title: `Page ${index}: configuring the storefront for case number ${index}`, section: 'How-to guides', product: 'FastStore'});
    bytes += png.length;
  }
  const seconds = (performance.now() - started) / 1000;
  const result = {cards: count, seconds: Number(seconds.toFixed(1)), msPerCard: Math.round((seconds * 1000) / count), averageKB: Number((bytes / count / 1024).toFixed(1))};
  console.table([result]);
  return result;
}
