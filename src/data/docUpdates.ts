import type {DocUpdate} from './schemas.ts';
import {descending} from '../../common/dates.ts';

export type {DocUpdate};

const data: DocUpdate[] = [
  {
    date: '2021-12-16',
    type: 'Added',
    menu: 'References',
    category: 'FastStore UI',
    path: '/reference/ui',
    docs: [
      {path: '/reference/ui', title: 'FastStore UI'},
      {path: '/reference/ui/atoms', title: 'Atoms'},
      {path: '/reference/ui/molecules', title: 'Molecules'},
      {path: '/reference/ui/organisms', title: 'Organisms'},
    ],
  },
  {
    date: '2022-01-11',
    type: 'Added',
    menu: 'How-to Guides',
    category: 'Security',
    path: '/how-to-guides/webops',
    docs: [
      {path: '/how-to-guides/webops/security', title: 'Security'},
      {path: '/how-to-guides/webops/secrets', title: 'Managing secrets'},
    ],
  },
  {
    date: '2022-01-17',
    type: 'Added',
    menu: 'Tutorials',
    category: 'VTEX Headless CMS',
    path: '/tutorials/cms',
    docs: [
      {path: '/tutorials/cms/0', title: 'Introducing the VTEX Headless CMS'},
      {path: '/tutorials/cms/1', title: 'Part 1: Configuring your VTEX account'},
      {path: '/tutorials/cms/2', title: 'Part 2: Setting up the Headless CMS in your project'},
      {path: '/tutorials/cms/3', title: 'Part 3: Adding content types and sections'},
      {path: '/tutorials/cms/4', title: 'Part 4: Querying the CMS data'},
      {path: '/tutorials/cms/5', title: 'Part 5: Promoting your changes'},
    ],
  },
  {
    date: '2022-03-10',
    type: 'Added',
    menu: 'API Reference',
    category: 'VTEX Headless CMS',
    path: '/vtex-headless-cms-api',
    docs: [{path: '/vtex-headless-cms-api', title: 'VTEX Headless CMS API'}],
  },
  {
    date: '2022-04-07',
    type: 'Added',
    menu: 'How-to Guides',
    category: 'VTEX Headless CMS',
    path: '/how-to-guides/cms',
    docs: [{path: '/how-to-guides/cms/previews', title: 'Enabling private CMS previews'}],
  },
  {
    date: '2022-05-19',
    type: 'Added',
    menu: 'How-to Guides',
    category: 'VTEX Headless CMS',
    path: '/how-to-guides/cms',
    docs: [{path: '/how-to-guides/cms/releases', title: 'Installing Releases on the Headless CMS'}],
  },
  {
    date: '2022-06-14',
    type: 'Added',
    menu: 'Reference',
    category: 'FastStore API',
    path: '/reference/api',
    docs: [
      {path: '/reference/api/get-started', title: 'Getting started with the FastStore API'},
      {path: '/reference/api/queries', title: 'Queries'},
      {path: '/reference/api/mutations', title: 'Mutations'},
      {path: '/reference/api/objects', title: 'Objects'},
      {path: '/reference/api/inputs', title: 'Inputs'},
      {path: '/reference/api/enums', title: 'Enums'},
      {path: '/reference/api/scalars', title: 'Scalars'},
    ],
  },
  {
    date: '2022-06-15',
    type: 'Added',
    menu: 'How-to Guides',
    category: 'Troubleshooting',
    path: '/how-to-guides/troubleshooting',
    docs: [
      {path: '/how-to-guides/troubleshooting', title: 'Troubleshooting FastStore'},
      {path: '/how-to-guides/troubleshooting/tracing-the-error-source', title: 'Tracing the error source'},
    ],
  },
  {
    date: '2022-06-15',
    type: 'Improved',
    menu: 'How-to Guides',
    category: 'Troubleshooting',
    path: '/how-to-guides/troubleshooting',
    docs: [{path: '/how-to-guides/troubleshooting/development-errors', title: 'Identifying development errors and starter bugs'}],
  },
  {
    date: '2022-06-28',
    type: 'Added',
    menu: 'Reference',
    category: 'FastStore API',
    path: '/reference/api/mutations',
    docs: [
      {path: '/reference/api/mutations/cart', title: 'validateCart'},
      {path: '/reference/api/mutations/session', title: 'validateSession'},
    ],
  },
  {
    date: '2022-09-01',
    type: 'Improved',
    menu: 'How-to Guides',
    category: 'FastStore API',
    path: '/how-to-guides/faststore-api',
    docs: [
      {path: '/how-to-guides/faststore-api/exploring-the-api', title: 'Using a GraphQL IDE to explore the FastStore API'},
      {path: '/how-to-guides/faststore-api/fetching-api-data', title: 'Fetching API data on the storefront'},
      {path: '/how-to-guides/faststore-api/extending-the-schema', title: 'Extending the GraphQL schema'},
    ],
  },
  {
    date: '2022-09-01',
    type: 'Improved',
    menu: 'Reference',
    category: 'Analytics',
    path: '/reference/sdk/analytics',
    docs: [
      {path: '/reference/sdk/analytics', title: 'Analytics'},
      {path: '/conceptual-guides/analytics', title: 'Analytics on FastStore'},
    ],
  },
  {
    date: '2022-09-13',
    type: 'Added',
    menu: 'How-to Guides',
    category: 'Performance',
    path: '/how-to-guides/performance',
    docs: [{path: '/how-to-guides/performance/third-party-scripts', title: 'Handling the impact of third-party scripts'}],
  },
  {
    date: '2023-04-06',
    type: 'Added',
    menu: 'How-to Guides',
    category: 'VTEX Headless CMS',
    path: '/how-to-guides/cms',
    docs: [
      {path: '/how-to-guides/cms/only-settings', title: 'Creating settings-only content types'},
      {path: '/how-to-guides/cms/singleton', title: 'Creating single-page content types'},
    ],
  },
];

/** Every doc update, checked against its schema when the module loads. */
export const docUpdates: readonly DocUpdate[] = data;

/** The newest `count` updates, newest first; entries of the same day keep their order in the list. */
export function latestDocUpdates(updates: readonly DocUpdate[], count: number): DocUpdate[] {
  return updates
    .map((update, index) => ({update, index}))
    .sort((a, b) => descending(a.update.date, b.update.date) || a.index - b.index)
    .map(({update}) => update)
    .slice(0, count);
}
