import type {PlaygroundSpec} from '../../types';
import {jsxString} from '../../logic/jsxString';
import Link from '../Link';
import Breadcrumb from '.';

const breadcrumbPlayground: PlaygroundSpec = {
  name: 'Breadcrumb',
  level: 'molecules',
  page: '/reference/ui/molecules/Breadcrumb',
  controls: [
    {name: 'category', type: 'string', default: 'Apparel', in1x: {prop: 'children'}},
    {name: 'product', type: 'string', default: 'Cotton T-shirt', in1x: {prop: 'children'}},
    {name: 'label', type: 'string', default: 'Breadcrumb', implicit: 'Breadcrumb', in1x: 'portal'},
  ],
  render: ({category, product, label}) => (
    <Breadcrumb label={String(label)}>
      <Link href="#home">Home</Link>
      <Link href="#category">{String(category)}</Link>
      <span>{String(product)}</span>
    </Breadcrumb>
  ),
  code: ({category, product, label}) =>
    jsxString(
      'Breadcrumb',
      [['label', label === 'Breadcrumb' ? undefined : String(label)]],
      `<Link href="/">Home</Link>\n<Link href="/apparel">${String(category)}</Link>\n<span>${String(product)}</span>`,
    ),
};

export default breadcrumbPlayground;
