import type {Starter} from './schemas.ts';

/** What a starter's card shows wherever starters are listed (the home page, the gallery). */
export type StarterCard = Pick<Starter, 'slug' | 'group' | 'name' | 'imgThumbnail' | 'url' | 'owner' | 'details' | 'description'>;

/**
 * The starters' cards, in gallery order. The rest of each starter (features, links, images) is in ./starters.ts, so
 * the pages that list starters do not carry what only a starter's own page shows.
 */
export const starterCards: readonly StarterCard[] = [
  {
    slug: 'base',
    group: 'official',
    name: 'Base Store',
    imgThumbnail: '/img/starters/base-thumb.svg',
    url: '/starters/base',
    owner: 'VTEX',
    details: 'The official starting point for a FastStore storefront.',
    description:
      'Base Store is the reference storefront maintained by the FastStore team. It ships the home, product listing and product detail pages wired to the FastStore API, so you can start from a working store and change only what makes yours different.',
  },
  {
    slug: 'cms-base',
    group: 'official',
    name: 'CMS Base Store',
    imgThumbnail: '/img/starters/cms-base-thumb.svg',
    url: '/starters/cms-base',
    owner: 'VTEX',
    details: 'Base Store with its content managed in the VTEX Headless CMS.',
    description:
      'CMS Base Store has everything Base Store has, and its pages are composed from sections that editors manage in the VTEX Headless CMS. Use it when merchandisers need to change banners and page content without a code change.',
  },
  {
    slug: 'beauty',
    group: 'community',
    name: 'Beauty',
    imgThumbnail: '/img/starters/beauty-thumb.svg',
    url: '/starters/beauty',
    owner: 'm3',
    details: 'A cosmetics storefront built at the VTEX DAY 2022 hackathon.',
    description:
      'Beauty is a community starter for cosmetics and personal care stores. It adds a product recommendation quiz and image-led navigation on top of the FastStore building blocks, with its content managed in the Headless CMS.',
  },
  {
    slug: 'toy',
    group: 'community',
    name: 'ToyStore',
    imgThumbnail: '/img/starters/toy-thumb.svg',
    url: '/starters/toy',
    owner: 'FRN³',
    details: 'A playful toy store built at the VTEX DAY 2022 hackathon.',
    description:
      'ToyStore is a community starter for toy and hobby shops. It guides shoppers with a virtual consultant and keeps product details and filters in view while they scroll, with its content managed in the Headless CMS.',
  },
  {
    slug: 'pets',
    group: 'community',
    name: 'Pets Store',
    imgThumbnail: '/img/starters/pets-thumb.svg',
    url: '/starters/pets',
    owner: 'Whirlpool',
    details: 'A starter for pet supplies stores.',
    description:
      'Pets Store is a community starter for pet supplies stores. It builds on the Base Store pages and data layer, so the catalog, search and cart behave as in the official starter while the look fits a pet shop.',
  },
];
