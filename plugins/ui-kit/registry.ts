import type {PlaygroundSpec, UiLevel} from './types';
import accordionPlayground from './kit/Accordion/Accordion.playground';
import aggregateRatingPlayground from './kit/AggregateRating/AggregateRating.playground';
import alertPlayground from './kit/Alert/Alert.playground';
import badgePlayground from './kit/Badge/Badge.playground';
import breadcrumbPlayground from './kit/Breadcrumb/Breadcrumb.playground';
import buttonPlayground from './kit/Button/Button.playground';
import carouselPlayground from './kit/Carousel/Carousel.playground';
import heroPlayground from './kit/Hero/Hero.playground';
import checkboxPlayground from './kit/Checkbox/Checkbox.playground';
import inputPlayground from './kit/Input/Input.playground';
import linkPlayground from './kit/Link/Link.playground';
import modalPlayground from './kit/Modal/Modal.playground';
import pricePlayground from './kit/Price/Price.playground';
import productCardPlayground from './kit/ProductCard/ProductCard.playground';
import quantitySelectorPlayground from './kit/QuantitySelector/QuantitySelector.playground';
import radioPlayground from './kit/Radio/Radio.playground';
import selectPlayground from './kit/Select/Select.playground';
import skeletonPlayground from './kit/Skeleton/Skeleton.playground';
import sliderPlayground from './kit/Slider/Slider.playground';

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
