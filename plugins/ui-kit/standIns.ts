/**
 * What the live demos render, under the names @faststore/ui 1.x exports them by. Each one takes exactly the props of
 * the published component of that name (FASTSTORE_UI_VERSION): __tests__/faststoreUi.test.ts compares the two with
 * TypeScript. Demos import each component from its own folder, so a demo's chunk carries only what it renders.
 */
export {default as Accordion, AccordionButton, AccordionItem, AccordionPanel} from './kit/Accordion/Accordion1x.tsx';
export {default as AggregateRating} from './kit/AggregateRating/index.tsx';
export {default as Alert} from './kit/Alert/index.tsx';
export {default as Badge} from './kit/Badge/index.tsx';
export {default as Breadcrumb} from './kit/Breadcrumb/index.tsx';
export {default as Button} from './kit/Button/index.tsx';
export {default as Carousel} from './kit/Carousel/Carousel1x.tsx';
export {default as Checkbox} from './kit/Checkbox/index.tsx';
export {default as Hero, HeroHeading, HeroImage} from './kit/Hero/index.tsx';
export {default as Icon} from './kit/Icon/index.tsx';
export {default as IconButton} from './kit/IconButton/index.tsx';
export {default as Input} from './kit/Input/index.tsx';
export {default as Label} from './kit/Label/index.tsx';
export {default as Link} from './kit/Link/index.tsx';
export {default as Modal} from './kit/Modal/index.tsx';
export {default as Price} from './kit/Price/index.tsx';
export {default as ProductCard, ProductCardActions, ProductCardContent, ProductCardImage} from './kit/ProductCard/index.tsx';
export {default as QuantitySelector} from './kit/QuantitySelector/index.tsx';
export {default as Radio} from './kit/Radio/index.tsx';
export {default as Select} from './kit/Select/index.tsx';
export {default as Skeleton} from './kit/Skeleton/index.tsx';
export {default as Slider} from './kit/Slider/index.tsx';
