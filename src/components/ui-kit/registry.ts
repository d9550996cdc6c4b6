import type {PlaygroundSpec, UiLevel} from '../Playground/types';
import {accordionPlayground} from './Accordion/Accordion.playground';
import {badgePlayground} from './Badge/Badge.playground';
import {breadcrumbPlayground} from './Breadcrumb/Breadcrumb.playground';
import {buttonPlayground} from './Button/Button.playground';
import {carouselPlayground} from './Carousel/Carousel.playground';
import {heroPlayground} from './Hero/Hero.playground';
import {checkboxPlayground} from './Checkbox/Checkbox.playground';
import {inputPlayground} from './Input/Input.playground';
import {linkPlayground} from './Link/Link.playground';
import {modalPlayground} from './Modal/Modal.playground';
import {pricePlayground} from './Price/Price.playground';
import {productCardPlayground} from './ProductCard/ProductCard.playground';
import {quantitySelectorPlayground} from './QuantitySelector/QuantitySelector.playground';
import {radioPlayground} from './Radio/Radio.playground';
import {ratingPlayground} from './Rating/Rating.playground';
import {selectPlayground} from './Select/Select.playground';
import {skeletonPlayground} from './Skeleton/Skeleton.playground';
import {sliderPlayground} from './Slider/Slider.playground';
import {toastPlayground} from './Toast/Toast.playground';

/** Every component with a live demo, in gallery order. */
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
  ratingPlayground,
  toastPlayground,
  heroPlayground,
];

/** The spec named `name`; throws with the fix when a page names an unknown component. */
export function playgroundSpec(name: string): PlaygroundSpec {
  const spec = playgroundSpecs.find((candidate) => candidate.name === name);
  if (!spec) {
    throw new Error(`No live demo named "${name}": add a ${name}.playground.tsx spec to src/components/ui-kit/registry.ts`);
  }
  return spec;
}

export function specsAt(level: UiLevel): PlaygroundSpec[] {
  return playgroundSpecs.filter((spec) => spec.level === level);
}
