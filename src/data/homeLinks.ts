import {translate} from '@docusaurus/Translate';

/** A card on the home page that leads into a part of the docs. */
export type HomeLink = {title: string; to: string; description: string};

/** The home page's cards, in the page's language. */
export function homeLinks(): readonly HomeLink[] {
  return [
    {
      title: translate({id: 'site.home.links.quickstart', message: 'Quickstart'}),
      to: '/quickstart',
      description: translate({id: 'site.home.links.quickstartDescription', message: 'Clone a starter, point it at your VTEX account and run it locally in minutes.'}),
    },
    {
      title: translate({id: 'site.home.links.tutorials', message: 'Tutorials'}),
      to: '/tutorials',
      description: translate({id: 'site.home.links.tutorialsDescription', message: 'Build a storefront step by step, from the fundamentals to the Headless CMS.'}),
    },
    {
      title: 'FastStore API',
      to: '/reference/api',
      description: translate({id: 'site.home.links.apiDescription', message: 'Queries, mutations and types of the GraphQL API your storefront reads.'}),
    },
    {
      title: translate({id: 'site.home.links.ui', message: 'UI components'}),
      to: '/reference/ui',
      description: translate({id: 'site.home.links.uiDescription', message: 'Atoms, molecules and organisms to compose accessible storefront pages.'}),
    },
    {
      title: 'Headless CMS',
      to: '/how-to-guides/cms',
      description: translate({id: 'site.home.links.cmsDescription', message: 'Let editors manage pages with content types, sections and previews.'}),
    },
    {
      title: translate({id: 'site.home.links.performance', message: 'Performance'}),
      to: '/how-to-guides/performance',
      description: translate({id: 'site.home.links.performanceDescription', message: 'Keep Lighthouse scores high with budgets, lean bundles and third-party control.'}),
    },
  ];
}
