/**
 * Each live demo's code as its own chunk, fetched when the demo is about to be seen (src/components/Playground).
 * The server renders from the registry (./registry.ts); these loaders give the browser the same specs.
 */
import type {PlaygroundSpec} from '../Playground/types';

export const playgroundLoaders: Record<string, () => Promise<PlaygroundSpec>> = {
  Accordion: () => import('./Accordion/Accordion.playground').then((module) => module.accordionPlayground),
  Badge: () => import('./Badge/Badge.playground').then((module) => module.badgePlayground),
  Breadcrumb: () => import('./Breadcrumb/Breadcrumb.playground').then((module) => module.breadcrumbPlayground),
  Button: () => import('./Button/Button.playground').then((module) => module.buttonPlayground),
  Carousel: () => import('./Carousel/Carousel.playground').then((module) => module.carouselPlayground),
  Checkbox: () => import('./Checkbox/Checkbox.playground').then((module) => module.checkboxPlayground),
  Hero: () => import('./Hero/Hero.playground').then((module) => module.heroPlayground),
  Input: () => import('./Input/Input.playground').then((module) => module.inputPlayground),
  Link: () => import('./Link/Link.playground').then((module) => module.linkPlayground),
  Modal: () => import('./Modal/Modal.playground').then((module) => module.modalPlayground),
  Price: () => import('./Price/Price.playground').then((module) => module.pricePlayground),
  ProductCard: () => import('./ProductCard/ProductCard.playground').then((module) => module.productCardPlayground),
  QuantitySelector: () => import('./QuantitySelector/QuantitySelector.playground').then((module) => module.quantitySelectorPlayground),
  Radio: () => import('./Radio/Radio.playground').then((module) => module.radioPlayground),
  Rating: () => import('./Rating/Rating.playground').then((module) => module.ratingPlayground),
  Select: () => import('./Select/Select.playground').then((module) => module.selectPlayground),
  Skeleton: () => import('./Skeleton/Skeleton.playground').then((module) => module.skeletonPlayground),
  Slider: () => import('./Slider/Slider.playground').then((module) => module.sliderPlayground),
  Toast: () => import('./Toast/Toast.playground').then((module) => module.toastPlayground),
};

/** The spec named `name`, loaded on demand; rejects with the fix when the name is unknown. */
export function loadPlaygroundSpec(name: string): Promise<PlaygroundSpec> {
  const load = playgroundLoaders[name];
  return load ? load() : Promise.reject(new Error(`No live demo named "${name}": add its loader to src/components/ui-kit/loaders.ts`));
}
