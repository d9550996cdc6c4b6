import {translate} from '@docusaurus/Translate';
import type {PlaygroundSpec} from '../../types.ts';
import {exampleModule, jsxString} from '../../logic/jsxString.ts';
import Carousel from './Carousel1x.tsx';
import styles from './styles.module.css';

const slides = ['Summer collection', 'Running shoes, 20% off', 'New home decor'];

const carouselPlayground: PlaygroundSpec = {
  name: 'Carousel',
  level: 'molecules',
  page: '/reference/ui/molecules/Carousel',
  differs: () =>
    translate({
      id: 'site.uiKit.carouselDiffers',
      message: 'except the react-swipeable settings it passes on to its swipe handler',
      description: 'In parentheses after "the props of Carousel in @faststore/ui 1.12.x": what the portal component leaves out',
    }),
  controls: [
    {name: 'controls', type: 'enum', options: ['complete', 'navigationArrows', 'paginationBullets'], default: 'complete', implicit: 'complete'},
    {name: 'infiniteMode', type: 'boolean', default: true, implicit: true},
    {name: 'transition.duration', type: 'number', default: 400, min: 0, max: 5000, step: 50, implicit: 400},
    {name: 'testId', type: 'string', default: 'store-carousel', implicit: 'store-carousel'},
  ],
  render: (values) => (
    <Carousel
      id="demo-carousel"
      testId={String(values.testId)}
      controls={values.controls as 'complete'}
      infiniteMode={Boolean(values.infiniteMode)}
      transition={{duration: Number(values['transition.duration']), property: 'transform'}}>
      {slides.map((text) => (
        <div key={text} className={styles.demoSlide}>
          {text}
        </div>
      ))}
    </Carousel>
  ),
  code: (values) =>
    exampleModule({
      name: 'Carousel',
      ui: ['Carousel'],
      jsx: jsxString(
        'Carousel',
        [
          ['id', 'demo-carousel'],
          ['controls', values.controls === 'complete' ? undefined : String(values.controls)],
          ['infiniteMode', values.infiniteMode ? undefined : {code: 'false'}],
          ['transition', values['transition.duration'] === 400 ? undefined : {code: `{ duration: ${values['transition.duration']}, property: 'transform' }`}],
          ['testId', values.testId === 'store-carousel' ? undefined : String(values.testId)],
        ],
        slides.map((text) => `<div>${text}</div>`).join('\n'),
      ),
    }),
};

export default carouselPlayground;
