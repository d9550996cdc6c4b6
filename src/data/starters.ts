import type {Starter} from './schemas.ts';
import {starterCards, type StarterCard} from './starterCards.ts';

export type {Starter};

/** The rest of each starter, shown on its own page, by slug. */
const more: Record<string, Omit<Starter, keyof StarterCard>> = {
  base: {
    details: 'The official starting point for a FastStore storefront.',
    description:
      'Base Store is the reference storefront maintained by the FastStore team. It ships the home, product listing and product detail pages wired to the FastStore API, so you can start from a working store and change only what makes yours different.',
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
    details: 'Base Store with its content managed in the VTEX Headless CMS.',
    description:
      'CMS Base Store has everything Base Store has, and its pages are composed from sections that editors manage in the VTEX Headless CMS. Use it when merchandisers need to change banners and page content without a code change.',
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
    details: 'A cosmetics storefront built at the VTEX DAY 2022 hackathon.',
    description:
      'Beauty is a community starter for cosmetics and personal care stores. It adds a product recommendation quiz and image-led navigation on top of the FastStore building blocks, with its content managed in the Headless CMS.',
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
    details: 'A playful toy store built at the VTEX DAY 2022 hackathon.',
    description:
      'ToyStore is a community starter for toy and hobby shops. It guides shoppers with a virtual consultant and keeps product details and filters in view while they scroll, with its content managed in the Headless CMS.',
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
    details: 'A starter for pet supplies stores.',
    description:
      'Pets Store is a community starter for pet supplies stores. It builds on the Base Store pages and data layer, so the catalog, search and cart behave as in the official starter while the look fits a pet shop.',
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

