import {translate} from '@docusaurus/Translate';
import type {PlaygroundSpec} from '../../types.ts';
import {exampleModule, jsxString} from '../../logic/jsxString.ts';
import {changedProps} from '../../code.ts';
import Link from '../Link/index.tsx';
import Breadcrumb from './index.tsx';

const breadcrumbPlayground: PlaygroundSpec = {
  name: 'Breadcrumb',
  level: 'molecules',
  page: '/reference/ui/molecules/Breadcrumb',
  controls: [
    {name: 'divider', type: 'string', default: '/', implicit: '/'},
    {name: 'aria-label', type: 'string', default: 'Breadcrumb', implicit: 'Breadcrumb', native: true},
    {name: 'testId', type: 'string', default: 'store-breadcrumb', implicit: 'store-breadcrumb'},
  ],
  render: (values) => (
    <Breadcrumb divider={String(values.divider)} aria-label={String(values['aria-label'])} testId={String(values.testId)}>
      <Link href="#home">Home</Link>
      <Link href="#apparel">Apparel</Link>
      <span>Cotton T-shirt</span>
    </Breadcrumb>
  ),
  code: (values) =>
    exampleModule({
      name: 'Breadcrumb',
      ui: ['Breadcrumb', 'Link'],
      jsx: jsxString('Breadcrumb', changedProps(breadcrumbPlayground, values), '<Link href="/">Home</Link>\n<Link href="/apparel">Apparel</Link>\n<span>Cotton T-shirt</span>'),
    }),
  refuse: (values) =>
    String(values['aria-label']).trim()
      ? null
      : translate({id: 'site.uiKit.breadcrumbNeedsName', message: 'aria-label: the navigation needs a name, or readers cannot tell it from others'}),
};

export default breadcrumbPlayground;
