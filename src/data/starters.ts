import type {Starter} from './schemas.ts';
import {starterCards, type StarterCard} from './starterCards.ts';

export type {Starter};

/** The rest of each starter, shown on its own page, by slug. */
const more: Record<string, Omit<Starter, keyof StarterCard>> = {
  base: {
    ownerWebsite: 'https://vtex.com',
    features: [
      'Home, product listing (PLP) and product detail (PDP) pages',
      'VTEX Intelligent Search with category filters',
      'Optimistic cart validated by the FastStore API',
      'Google Analytics events from the FastStore SDK',
      'Available for Gatsby and for Next.js',
    ],
    demoURL: 'https://gatsby.vtex.app/',
    gatsbyRepo: 'https://github.com/vtex-sites/gatsby.store',
    nextRepo: 'https://github.com/vtex-sites/nextjs.store',
    price: 'Free',
    img: '/img/starters/base.svg',
  },
  'cms-base': {
    ownerWebsite: 'https://vtex.com',
    features: [
      'Everything in Base Store',
      'VTEX Headless CMS integration with content types and sections',
      'Pages rendered from CMS sections',
      'Previews of drafts before publishing',
    ],
    demoURL: 'https://storeframework.vtex.app/',
    gatsbyRepo: 'https://github.com/vtex-sites/storeframework.store',
    price: 'Free',
    img: '/img/starters/cms-base.svg',
  },
  beauty: {
    ownerWebsite: 'https://github.com/vtex-sites/beauty.store',
    features: [
      'VTEX Headless CMS integration',
      'Product recommendation quiz',
      'Photo grid banner',
      'Collapsible filters',
      'Social share buttons',
      'SKU selector with images',
    ],
    demoURL: 'https://beauty.vtex.app/',
    gatsbyRepo: 'https://github.com/vtex-sites/beauty.store',
    price: 'Free',
    img: '/img/starters/beauty.svg',
  },
  toy: {
    ownerWebsite: 'https://github.com/vtex-sites/toys.store',
    features: [
      'VTEX Headless CMS integration',
      'Call-to-action banner',
      'Virtual consultant',
      'Learn-more scroll button',
      'Floating product details and filters',
    ],
    demoURL: 'https://toys.vtex.app/',
    gatsbyRepo: 'https://github.com/vtex-sites/toys.store',
    price: 'Free',
    img: '/img/starters/toy.svg',
  },
  pets: {
    ownerWebsite: 'https://github.com/vtex-sites',
    features: ['Catalog, search and cart from Base Store', 'Layout and theme for pet supplies stores'],
    demoURL: 'https://gatsby.vtex.app/',
    gatsbyRepo: 'https://github.com/vtex-sites/gatsby.store',
    price: 'Free',
    img: '/img/starters/pets.svg',
  },
};

/** Every starter; plugins/site-data validates them against starterSchema, so bad data fails the build. */
const unlisted = Object.keys(more).filter((slug) => !starterCards.some((card) => card.slug === slug));
if (unlisted.length > 0) throw new Error(`Starter "${unlisted[0]}" in src/data/starters.ts has no card in src/data/starterCards.ts`);

export const starters: readonly Starter[] = starterCards.map((card) => {
  const rest = more[card.slug];
  if (!rest) throw new Error(`Starter "${card.slug}" has a card in src/data/starterCards.ts but nothing in src/data/starters.ts`);
  return {...card, ...rest};
});

export function starterBySlug(slug: string): Starter {
  const starter = starters.find((item) => item.slug === slug);
  if (!starter) throw new Error(`No starter "${slug}" in src/data/starters.ts`);
  return starter;
}

