import type {PlaygroundSpec} from '../../types.ts';
import Alert from './index.tsx';

const alertPlayground: PlaygroundSpec = {
  name: 'Alert',
  level: 'molecules',
  page: '/reference/ui/molecules/Alert',
  controls: [
    {name: 'children', type: 'string', default: 'Free shipping on all orders this weekend.'},
    {name: 'testId', type: 'string', default: 'store-alert', implicit: 'store-alert'},
  ],
  render: ({children, testId}) => <Alert testId={String(testId)}>{String(children)}</Alert>,
};

export default alertPlayground;
