import type {PlaygroundSpec} from '../../types';
import Badge from '.';

const badgePlayground: PlaygroundSpec = {
  name: 'Badge',
  level: 'atoms',
  page: '/reference/ui/atoms/Badge',
  controls: [
    {name: 'children', type: 'string', default: '20% off', asChildren: true},
    {name: 'variant', type: 'enum', options: ['neutral', 'info', 'success', 'warning', 'danger'], default: 'success', implicit: 'neutral', in1x: 'portal'},
  ],
  render: ({children, variant}) => <Badge variant={variant as 'neutral'}>{String(children)}</Badge>,
};

export default badgePlayground;
