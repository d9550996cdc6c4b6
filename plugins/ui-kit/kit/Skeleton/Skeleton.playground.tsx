import type {PlaygroundSpec} from '../../types';
import Skeleton from '.';

const skeletonPlayground: PlaygroundSpec = {
  name: 'Skeleton',
  level: 'atoms',
  page: '/reference/ui/atoms/Skeleton',
  controls: [
    {name: 'shape', type: 'enum', options: ['rectangle', 'circle'], default: 'rectangle', implicit: 'rectangle', in1x: 'portal'},
    {name: 'width', type: 'string', default: '12rem', implicit: '100%', in1x: 'portal'},
    {name: 'height', type: 'string', default: '4rem', implicit: '1rem', in1x: 'portal'},
  ],
  render: ({shape, width, height}) => <Skeleton shape={shape as 'rectangle'} width={String(width)} height={String(height)} />,
};

export default skeletonPlayground;
