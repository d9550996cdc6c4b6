/**
 * The starters' words a reader sees (card line, description, features, price), in the page's language. The data
 * (src/data/starterCards.ts, src/data/starters.ts) keeps them in English, as the build validates it; each message here
 * is that English, word for word (a test holds them together), so a starter added there needs its words here too.
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

/** The features of the starter with this slug, in the data's order, or undefined for a starter this file does not know. */
export function starterFeatures(slug: string): string[] | undefined {
  switch (slug) {
    case 'base':
      return [
        translate({id: 'site.starters.base.feature1', message: 'Home, product listing (PLP) and product detail (PDP) pages'}),
        translate({id: 'site.starters.base.feature2', message: 'VTEX Intelligent Search with category filters'}),
        translate({id: 'site.starters.base.feature3', message: 'Optimistic cart validated by the FastStore API'}),
        translate({id: 'site.starters.base.feature4', message: 'Google Analytics events from the FastStore SDK'}),
        translate({id: 'site.starters.base.feature5', message: 'Available for Gatsby and for Next.js'}),
      ];
    case 'cms-base':
      return [
        translate({id: 'site.starters.cms-base.feature1', message: 'Everything in Base Store'}),
        translate({id: 'site.starters.cms-base.feature2', message: 'VTEX Headless CMS integration with content types and sections'}),
        translate({id: 'site.starters.cms-base.feature3', message: 'Pages rendered from CMS sections'}),
        translate({id: 'site.starters.cms-base.feature4', message: 'Previews of drafts before publishing'}),
      ];
    case 'beauty':
      return [
        translate({id: 'site.starters.beauty.feature1', message: 'VTEX Headless CMS integration'}),
        translate({id: 'site.starters.beauty.feature2', message: 'Product recommendation quiz'}),
        translate({id: 'site.starters.beauty.feature3', message: 'Photo grid banner'}),
        translate({id: 'site.starters.beauty.feature4', message: 'Collapsible filters'}),
        translate({id: 'site.starters.beauty.feature5', message: 'Social share buttons'}),
        translate({id: 'site.starters.beauty.feature6', message: 'SKU selector with images'}),
      ];
    case 'toy':
      return [
        translate({id: 'site.starters.toy.feature1', message: 'VTEX Headless CMS integration'}),
        translate({id: 'site.starters.toy.feature2', message: 'Call-to-action banner'}),
        translate({id: 'site.starters.toy.feature3', message: 'Virtual consultant'}),
        translate({id: 'site.starters.toy.feature4', message: 'Learn-more scroll button'}),
        translate({id: 'site.starters.toy.feature5', message: 'Floating product details and filters'}),
      ];
    case 'pets':
      return [
        translate({id: 'site.starters.pets.feature1', message: 'Catalog, search and cart from Base Store'}),
        translate({id: 'site.starters.pets.feature2', message: 'Layout and theme for pet supplies stores'}),
      ];
    default:
      return undefined;
  }
}

/** A starter's price as the page shows it: "Free" in the page's language, any other price as the data writes it. */
export function starterPrice(price: string): string {
  return price === 'Free' ? translate({id: 'site.starters.priceFree', message: 'Free', description: "A starter's price"}) : price;
}
