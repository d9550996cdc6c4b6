import type {PropsWithChildren} from 'react';
import Carousel from './index.tsx';

/** Props of the 1.x Carousel, except the react-swipeable settings it also takes (the portal's swipe has none). */
export interface CarouselProps {
  /** Id of the carousel and prefix of its slides' ids; default 'store-carousel'. */
  id?: string;
  /** Value rendered as `data-testid`; default 'store-carousel'. */
  testId?: string;
  /** Previous on the first slide goes to the last, and next on the last to the first; default true. */
  infiniteMode?: boolean;
  /** Which controls to render; default 'complete' (arrows and bullets). */
  controls?: 'complete' | 'navigationArrows' | 'paginationBullets';
  /** CSS transition of the slides, in milliseconds; default 400 ms on transform. */
  transition?: {duration: number; property: string; delay?: number; timing?: string};
}

/** Stand-in for the 1.x Carousel: the portal's carousel, named "carousel" as 1.x names it. */
export default function Carousel1x({children, ...props}: PropsWithChildren<CarouselProps>) {
  return (
    <Carousel {...props} label="carousel">
      {children}
    </Carousel>
  );
}
