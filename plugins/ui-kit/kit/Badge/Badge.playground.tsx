import type {PlaygroundSpec} from '../../types.ts';
import Badge from './index.tsx';

const badgePlayground: PlaygroundSpec = {
  name: 'Badge',
  level: 'atoms',
  page: '/reference/ui/atoms/Badge',
  controls: [
    {name: 'children', type: 'string', default: '20% off'},
    {name: 'testId', type: 'string', default: 'store-badge', implicit: 'store-badge'},
  ],
  render: ({children, testId}) => <Badge testId={String(testId)}>{String(children)}</Badge>,
};

export default badgePlayground;
