/**
 * OpenGraph/Twitter cards (1200×630 PNG) for doc pages and release posts, drawn at build time from the
 * title, section and product in the portal's colours: satori lays out the card as SVG, resvg renders it.
 */
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {Resvg} from '@resvg/resvg-js';
import satori from 'satori';

const require = createRequire(import.meta.url);

export const cardWidth = 1200;
export const cardHeight = 630;

export interface CardText {
  title: string;
  /** Where the page sits: "Concepts", "Release notes"… */
  section: string;
  /** The product the page is about: FastStore, WebOps, Headless CMS… */
  product: string;
}

/** Where a page's card is served: /img/og + its path + .png (`/` is /img/og/index.png). */
export {socialCardPath as cardPath} from './paths.ts';

type Fonts = Parameters<typeof satori>[1]['fonts'];
let fonts: Promise<Fonts> | undefined;

function loadFonts(): Promise<Fonts> {
  const file = (weight: number) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  fonts ??= Promise.all([readFile(file(400)), readFile(file(700))]).then(([regular, bold]) => [
    {name: 'Inter', data: regular, weight: 400, style: 'normal'},
    {name: 'Inter', data: bold, weight: 700, style: 'normal'},
  ]);
  return fonts;
}

/** Long titles get a smaller type size so they fit in three lines. */
export const titleSize = (title: string): number => (title.length > 70 ? 52 : title.length > 40 ? 64 : 76);

type Style = Record<string, string | number>;
interface Element {
  type: string;
  props: {style?: Style; children?: Array<Element | string> | Element | string};
}
const h = (type: string, style: Style, ...children: Array<Element | string>): Element => ({type, props: {style, children}});

function card({title, section, product}: CardText): Element {
  return h(
    'div',
    {width: cardWidth, height: cardHeight, display: 'flex', flexDirection: 'column', justifyContent: 'flex-start', paddingTop: 72, paddingBottom: 72, paddingLeft: 80, paddingRight: 80, background: 'linear-gradient(135deg, #1b1b1d 0%, #2a1220 60%, #c4134f 160%)', color: '#ffffff', fontFamily: 'Inter'},
    h(
      'div',
      {display: 'flex', alignItems: 'center', gap: '20px', fontSize: 30},
      h('div', {display: 'flex', width: '18px', height: '44px', borderRadius: '4px', background: '#ff6b9a'}),
      h('div', {display: 'flex', fontWeight: 700}, product),
      h('div', {display: 'flex', color: '#ffc9da'}, `· ${section}`),
    ),
    h(
      'div',
      {display: 'flex', flexDirection: 'column', gap: '28px', marginTop: 110},
      h('div', {display: 'flex', fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.15, maxWidth: '1040px'}, title),
      h('div', {display: 'flex', fontSize: 28, color: '#ffc9da'}, 'FastStore Developer Portal · faststore.dev'),
    ),
  );
}

/** The card as PNG bytes. */
export async function renderCard(text: CardText): Promise<Buffer> {
  const svg = await satori(card(text) as Parameters<typeof satori>[0], {width: cardWidth, height: cardHeight, fonts: await loadFonts()});
  return new Resvg(svg, {fitTo: {mode: 'width', value: cardWidth}}).render().asPng();
}
