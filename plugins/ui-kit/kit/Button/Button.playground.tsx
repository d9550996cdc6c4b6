import {translate} from '@docusaurus/Translate';
import type {PlaygroundSpec} from '../../types.ts';
import Button from './index.tsx';

const buttonPlayground: PlaygroundSpec = {
  name: 'Button',
  level: 'atoms',
  page: '/reference/ui/atoms/Button',
  controls: [
    {name: 'children', type: 'string', default: 'Add to cart'},
    {name: 'disabled', type: 'boolean', default: false, implicit: false, native: true},
    {name: 'testId', type: 'string', default: 'store-button', implicit: 'store-button'},
  ],
  render: ({children, disabled, testId}) => (
    <Button disabled={Boolean(disabled)} testId={String(testId)}>
      {String(children)}
    </Button>
  ),
  refuse: ({children}) =>
    String(children).trim()
      ? null
      : translate({id: 'site.uiKit.buttonNeedsText', message: 'children: a button needs text, or readers cannot tell what it does'}),
};

export default buttonPlayground;
