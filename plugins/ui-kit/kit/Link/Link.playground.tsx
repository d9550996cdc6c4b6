import type {PlaygroundSpec} from '../../types';
import Link from '.';

const linkPlayground: PlaygroundSpec = {
  name: 'Link',
  level: 'atoms',
  page: '/reference/ui/atoms/Link',
  controls: [
    {name: 'children', type: 'string', default: 'Shipping policy', asChildren: true},
    {name: 'href', type: 'string', default: '#shipping', in1x: 'native'},
    {name: 'variant', type: 'enum', options: ['default', 'display'], default: 'default', implicit: 'default', in1x: 'portal'},
  ],
  render: ({children, href, variant}) => (
    <Link href={String(href)} variant={variant as 'default'}>
      {String(children)}
    </Link>
  ),
};

export default linkPlayground;
