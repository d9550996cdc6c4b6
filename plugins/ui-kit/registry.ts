import type {PlaygroundSpec, UiLevel} from './types.ts';
import accordionPlayground from './kit/Accordion/Accordion.playground.tsx';
import aggregateRatingPlayground from './kit/AggregateRating/AggregateRating.playground.tsx';
import alertPlayground from './kit/Alert/Alert.playground.tsx';
import badgePlayground from './kit/Badge/Badge.playground.tsx';
import breadcrumbPlayground from './kit/Breadcrumb/Breadcrumb.playground.tsx';
import buttonPlayground from './kit/Button/Button.playground.tsx';
import carouselPlayground from './kit/Carousel/Carousel.playground.tsx';
import heroPlayground from './kit/Hero/Hero.playground.tsx';
import checkboxPlayground from './kit/Checkbox/Checkbox.playground.tsx';
import inputPlayground from './kit/Input/Input.playground.tsx';
import linkPlayground from './kit/Link/Link.playground.tsx';
import modalPlayground from './kit/Modal/Modal.playground.tsx';
import pricePlayground from './kit/Price/Price.playground.tsx';
import productCardPlayground from './kit/ProductCard/ProductCard.playground.tsx';
import quantitySelectorPlayground from './kit/QuantitySelector/QuantitySelector.playground.tsx';
import radioPlayground from './kit/Radio/Radio.playground.tsx';
import selectPlayground from './kit/Select/Select.playground.tsx';
import skeletonPlayground from './kit/Skeleton/Skeleton.playground.tsx';
import sliderPlayground from './kit/Slider/Slider.playground.tsx';

/**
 * Every component with a live demo, in gallery order: the one list of demos. The server renders from it; the
 * browser fetches a demo by its name from kit/<Name>/<Name>.playground.tsx (loadDemo.ts), and a test holds the
 * files and this list to each other.
 */
export const playgroundSpecs: readonly PlaygroundSpec[] = [
  badgePlayground,
  buttonPlayground,
  checkboxPlayground,
  inputPlayground,
  linkPlayground,
  pricePlayground,
  radioPlayground,
  selectPlayground,
  skeletonPlayground,
  sliderPlayground,
  accordionPlayground,
  breadcrumbPlayground,
  carouselPlayground,
  modalPlayground,
  productCardPlayground,
  quantitySelectorPlayground,
  aggregateRatingPlayground,
  alertPlayground,
  heroPlayground,
];

/** The spec named `name`; throws with the fix when a page names an unknown component. */
export function playgroundSpec(name: string): PlaygroundSpec {
  const spec = playgroundSpecs.find((candidate) => candidate.name === name);
  if (!spec) {
    throw new Error(`No live demo named "${name}": add plugins/ui-kit/kit/${name}/${name}.playground.tsx and list it in plugins/ui-kit/registry.ts`);
  }
  return spec;
}

export function specsAt(level: UiLevel): PlaygroundSpec[] {
  return playgroundSpecs.filter((spec) => spec.level === level);
}
