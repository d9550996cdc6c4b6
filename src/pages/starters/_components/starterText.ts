/**
 * The words of a starter's own page (features, price), in the page's language; its card line and description are in
 * ./starterCardText.ts, which the pages listing starters load without these. The data (src/data/starters.ts) keeps
 * them in English, as the build validates it; each message here is that English, word for word (a test holds them
 * together), so a starter added there needs its words here too.
 */
import {translate} from '@docusaurus/Translate';

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
