/** `@theme/Carousel`: the UI kit's Carousel (../../kit/Carousel), for the site's own components such as the home page. */
export {default} from '../../kit/Carousel/index.tsx';
export type {CarouselLabels, CarouselTransition} from '../../kit/Carousel/index.tsx';
