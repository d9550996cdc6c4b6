/** A card on the home page that leads into a part of the docs. */
export type HomeLink = {title: string; to: string; description: string};

export const homeLinks: readonly HomeLink[] = [
  {title: 'Quickstart', to: '/quickstart', description: 'Clone a starter, point it at your VTEX account and run it locally in minutes.'},
  {title: 'Tutorials', to: '/tutorials', description: 'Build a storefront step by step, from the fundamentals to the Headless CMS.'},
  {title: 'FastStore API', to: '/reference/api', description: 'Queries, mutations and types of the GraphQL API your storefront reads.'},
  {title: 'UI components', to: '/reference/ui', description: 'Atoms, molecules and organisms to compose accessible storefront pages.'},
  {title: 'Headless CMS', to: '/how-to-guides/cms', description: 'Let editors manage pages with content types, sections and previews.'},
  {title: 'Performance', to: '/how-to-guides/performance', description: 'Keep Lighthouse scores high with budgets, lean bundles and third-party control.'},
];
