import type {PlaygroundSpec} from '../../types.ts';
import {exampleModule, jsxString, tsString} from '../../logic/jsxString.ts';
import Skeleton from './index.tsx';

const skeletonPlayground: PlaygroundSpec = {
  name: 'Skeleton',
  level: 'atoms',
  page: '/reference/ui/atoms/Skeleton',
  controls: [
    {name: 'style.width', type: 'string', default: '12rem', native: true},
    {name: 'style.height', type: 'string', default: '4rem', native: true},
    {name: 'testId', type: 'string', default: 'store-skeleton', implicit: 'store-skeleton'},
  ],
  render: (values) => <Skeleton style={{width: String(values['style.width']), height: String(values['style.height'])}} testId={String(values.testId)} />,
  code: (values) =>
    exampleModule({
      name: 'Skeleton',
      ui: ['Skeleton'],
      jsx: jsxString('Skeleton', [
        ['style', {code: `{ width: ${tsString(String(values['style.width']))}, height: ${tsString(String(values['style.height']))} }`}],
        ['testId', values.testId === 'store-skeleton' ? undefined : String(values.testId)],
      ]),
    }),
};

export default skeletonPlayground;
