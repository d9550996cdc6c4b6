import {translate} from '@docusaurus/Translate';
import type {PlaygroundSpec} from '../../types.ts';
import Link from './index.tsx';

const linkPlayground: PlaygroundSpec = {
  name: 'Link',
  level: 'atoms',
  page: '/reference/ui/atoms/Link',
  controls: [
    {name: 'children', type: 'string', default: 'Shipping policy'},
    {name: 'href', type: 'string', default: '#shipping', native: true},
    {name: 'testId', type: 'string', default: 'store-link', implicit: 'store-link'},
  ],
  render: ({children, href, testId}) => (
    <Link href={String(href)} testId={String(testId)}>
      {String(children)}
    </Link>
  ),
  refuse: ({children}) =>
    String(children).trim()
      ? null
      : translate({id: 'site.uiKit.linkNeedsText', message: 'children: a link needs text, or readers cannot tell where it goes'}),
};

export default linkPlayground;
