import type {PlaygroundSpec} from '../../types';
import Button from '.';

const buttonPlayground: PlaygroundSpec = {
  name: 'Button',
  level: 'atoms',
  page: '/reference/ui/atoms/Button',
  controls: [
    {name: 'children', type: 'string', default: 'Add to cart', asChildren: true},
    {name: 'variant', type: 'enum', options: ['primary', 'secondary', 'tertiary'], default: 'primary', implicit: 'primary', in1x: 'portal'},
    {name: 'disabled', type: 'boolean', default: false, implicit: false, in1x: 'native'},
    {name: 'testId', type: 'string', default: 'store-button', implicit: 'store-button'},
  ],
  render: ({children, variant, disabled, testId}) => (
    <Button variant={variant as 'primary'} disabled={Boolean(disabled)} testId={String(testId)}>
      {String(children)}
    </Button>
  ),
};

export default buttonPlayground;
