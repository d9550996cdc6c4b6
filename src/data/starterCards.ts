import type {Starter} from './schemas.ts';

/** What a starter's card shows wherever starters are listed (the home page, the gallery). */
export type StarterCard = Pick<Starter, 'slug' | 'group' | 'name' | 'imgThumbnail' | 'url' | 'owner'>;

/**
 * The starters' cards, in gallery order. The rest of each starter (its words, features, links, images) is in
 * ./starters.ts, so the pages that list starters do not carry what only a starter's own page shows; a card's words
 * come in the page's language from src/pages/starters/_components/starterCardText.ts.
 */
export const starterCards: readonly StarterCard[] = [
  {
    slug: 'base',
    group: 'official',
    name: 'Base Store',
    imgThumbnail: '/img/starters/base-thumb.svg',
    url: '/starters/base',
    owner: 'VTEX',
  },
  {
    slug: 'cms-base',
    group: 'official',
    name: 'CMS Base Store',
    imgThumbnail: '/img/starters/cms-base-thumb.svg',
    url: '/starters/cms-base',
    owner: 'VTEX',
  },
  {
    slug: 'beauty',
    group: 'community',
    name: 'Beauty',
    imgThumbnail: '/img/starters/beauty-thumb.svg',
    url: '/starters/beauty',
    owner: 'm3',
  },
  {
    slug: 'toy',
    group: 'community',
    name: 'ToyStore',
    imgThumbnail: '/img/starters/toy-thumb.svg',
    url: '/starters/toy',
    owner: 'FRN³',
  },
  {
    slug: 'pets',
    group: 'community',
    name: 'Pets Store',
    imgThumbnail: '/img/starters/pets-thumb.svg',
    url: '/starters/pets',
    owner: 'Whirlpool',
  },
];
