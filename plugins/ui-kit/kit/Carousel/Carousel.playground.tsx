import type {PlaygroundSpec} from '../../types';
import {jsxString} from '../../logic/jsxString';
import Carousel from '.';
import styles from './styles.module.css';

const slides = ['Summer collection', 'Running shoes, 20% off', 'New home decor'];

const carouselPlayground: PlaygroundSpec = {
  name: 'Carousel',
  level: 'molecules',
  page: '/reference/ui/molecules/Carousel',
  controls: [
    {name: 'controls', type: 'enum', options: ['complete', 'navigationArrows', 'paginationBullets'], default: 'complete', implicit: 'complete'},
    {name: 'infiniteMode', type: 'boolean', default: true, implicit: true},
    {name: 'duration', type: 'number', default: 400, min: 0, step: 50, implicit: 400, in1x: {prop: 'transition'}},
    {name: 'label', type: 'string', default: 'Promotions', in1x: 'portal'},
  ],
  render: ({controls, infiniteMode, duration, label}) => (
    <Carousel
      id="demo-carousel"
      label={String(label)}
      controls={controls as 'complete'}
      infiniteMode={Boolean(infiniteMode)}
      transition={{duration: Number(duration), property: 'transform'}}>
      {slides.map((text) => (
        <div key={text} className={styles.demoSlide}>
          {text}
        </div>
      ))}
    </Carousel>
  ),
  code: ({controls, infiniteMode, duration, label}) =>
    jsxString(
      'Carousel',
      [
        ['label', String(label)],
        ['controls', controls === 'complete' ? undefined : String(controls)],
        ['infiniteMode', infiniteMode ? undefined : {code: 'false'}],
        ['transition', duration === 400 ? undefined : {code: `{duration: ${duration}, property: 'transform'}`}],
      ],
      slides.map((text) => `<div>${text}</div>`).join('\n'),
    ),
};

export default carouselPlayground;
