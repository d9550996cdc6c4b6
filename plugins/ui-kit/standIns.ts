/**
 * What the live demos render, under the names @faststore/ui 1.x exports them by. Each one takes exactly the props of
 * the published component of that name (FASTSTORE_UI_VERSION): __tests__/faststoreUi.test.ts compares the two with
 * TypeScript. Demos import each component from its own folder, so a demo's chunk carries only what it renders.
 */
export {default as Accordion, AccordionButton, AccordionItem, AccordionPanel} from './kit/Accordion/Accordion1x';
export {default as AggregateRating} from './kit/AggregateRating';
export {default as Alert} from './kit/Alert';
export {default as Badge} from './kit/Badge';
export {default as Breadcrumb} from './kit/Breadcrumb';
export {default as Button} from './kit/Button';
export {default as Carousel} from './kit/Carousel/Carousel1x';
export {default as Checkbox} from './kit/Checkbox';
export {default as Hero, HeroHeading, HeroImage} from './kit/Hero';
export {default as Icon} from './kit/Icon';
export {default as IconButton} from './kit/IconButton';
export {default as Input} from './kit/Input';
export {default as Label} from './kit/Label';
export {default as Link} from './kit/Link';
export {default as Modal} from './kit/Modal';
export {default as Price} from './kit/Price';
export {default as ProductCard, ProductCardActions, ProductCardContent, ProductCardImage} from './kit/ProductCard';
export {default as QuantitySelector} from './kit/QuantitySelector';
export {default as Radio} from './kit/Radio';
export {default as Select} from './kit/Select';
export {default as Skeleton} from './kit/Skeleton';
export {default as Slider} from './kit/Slider';
