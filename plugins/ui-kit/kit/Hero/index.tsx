/** Stand-ins for the 1.x Hero and its parts: containers for the image and the heading you place in them. */
import {forwardRef, type HTMLAttributes} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface HeroProps extends HTMLAttributes<HTMLDivElement> {
  /** Value rendered as `data-testid`; default 'store-hero'. */
  testId?: string;
}

/** An `article` around HeroImage and HeroHeading. */
const Hero = forwardRef<HTMLDivElement, HeroProps>(function Hero({testId = 'store-hero', className, ...rest}, ref) {
  return <article ref={ref} data-fs-hero="" data-testid={testId} className={clsx(styles.hero, className)} {...rest} />;
});

export default Hero;

export interface HeroImageProps extends HTMLAttributes<HTMLDivElement> {
  /** Value rendered as `data-testid`; default 'store-hero-image'. */
  testId?: string;
}

export const HeroImage = forwardRef<HTMLDivElement, HeroImageProps>(function HeroImage({testId = 'store-hero-image', className, ...rest}, ref) {
  return <div ref={ref} data-fs-hero-image="" data-testid={testId} className={clsx(styles.image, className)} {...rest} />;
});

export interface HeroHeadingProps extends HTMLAttributes<HTMLDivElement> {
  /** Value rendered as `data-testid`; default 'store-hero-heading'. */
  testId?: string;
}

/** The title, text and link, in a `header`. */
export const HeroHeading = forwardRef<HTMLDivElement, HeroHeadingProps>(function HeroHeading({testId = 'store-hero-heading', className, ...rest}, ref) {
  return <header ref={ref} data-fs-hero-heading="" data-testid={testId} className={clsx(styles.heading, className)} {...rest} />;
});
