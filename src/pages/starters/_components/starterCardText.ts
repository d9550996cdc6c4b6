/**
 * What a starter's card shows (its line under the name, and its description), in the page's language: the pages that
 * list starters (the home page, the gallery) load these words and no others. The data (src/data/starters.ts) keeps
 * them in English, as the build validates it; each message here is that English, word for word (a test holds them
 * together), so a starter added there needs its words here too.
 */
import {translate} from '@docusaurus/Translate';
import type {Starter} from '@site/src/data/starters.ts';

/** What a starter's card shows under its name, and its description. */
export type StarterCardText = Pick<Starter, 'details' | 'description'>;

/** The card line and description of the starter with this slug, or undefined for a starter this file does not know. */
export function starterCardText(slug: string): StarterCardText | undefined {
  switch (slug) {
    case 'base':
      return {
        details: translate({id: 'site.starters.base.details', message: 'The official starting point for a FastStore storefront.'}),
        description: translate({
          id: 'site.starters.base.description',
          message:
            'Base Store is the reference storefront maintained by the FastStore team. It ships the home, product listing and product detail pages wired to the FastStore API, so you can start from a working store and change only what makes yours different.',
        }),
      };
    case 'cms-base':
      return {
        details: translate({id: 'site.starters.cms-base.details', message: 'Base Store with its content managed in the VTEX Headless CMS.'}),
        description: translate({
          id: 'site.starters.cms-base.description',
          message:
            'CMS Base Store has everything Base Store has, and its pages are composed from sections that editors manage in the VTEX Headless CMS. Use it when merchandisers need to change banners and page content without a code change.',
        }),
      };
    case 'beauty':
      return {
        details: translate({id: 'site.starters.beauty.details', message: 'A cosmetics storefront built at the VTEX DAY 2022 hackathon.'}),
        description: translate({
          id: 'site.starters.beauty.description',
          message:
            'Beauty is a community starter for cosmetics and personal care stores. It adds a product recommendation quiz and image-led navigation on top of the FastStore building blocks, with its content managed in the Headless CMS.',
        }),
      };
    case 'toy':
      return {
        details: translate({id: 'site.starters.toy.details', message: 'A playful toy store built at the VTEX DAY 2022 hackathon.'}),
        description: translate({
          id: 'site.starters.toy.description',
          message:
            'ToyStore is a community starter for toy and hobby shops. It guides shoppers with a virtual consultant and keeps product details and filters in view while they scroll, with its content managed in the Headless CMS.',
        }),
      };
    case 'pets':
      return {
        details: translate({id: 'site.starters.pets.details', message: 'A starter for pet supplies stores.'}),
        description: translate({
          id: 'site.starters.pets.description',
          message:
            'Pets Store is a community starter for pet supplies stores. It builds on the Base Store pages and data layer, so the catalog, search and cart behave as in the official starter while the look fits a pet shop.',
        }),
      };
    default:
      return undefined;
  }
}

/** The card words of a starter the data lists: a starter without its words here stops the build, naming it. */
export function cardText(slug: string): StarterCardText {
  const text = starterCardText(slug);
  if (!text) throw new Error(`Starter "${slug}" has no card words in src/pages/starters/_components/starterCardText.ts`);
  return text;
}
