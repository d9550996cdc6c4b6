/** Stand-ins for the 1.x ProductCard and its parts: containers for the markup you place in them. */
import {forwardRef, type HTMLAttributes} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface ProductCardProps extends HTMLAttributes<HTMLDivElement> {
  /** Value rendered as `data-testid`; default 'store-product-card'. */
  testId?: string;
}

/** An `article` around the card's parts. */
const ProductCard = forwardRef<HTMLDivElement, ProductCardProps>(function ProductCard({testId = 'store-product-card', className, ...rest}, ref) {
  return <article ref={ref} data-fs-product-card="" data-testid={testId} className={clsx(styles.productCard, className)} {...rest} />;
});

export default ProductCard;

export interface ProductCardImageProps extends HTMLAttributes<HTMLDivElement> {
  /** Value rendered as `data-testid`; default 'store-product-card-image'. */
  testId?: string;
}

/** The picture and any badges over it. */
export const ProductCardImage = forwardRef<HTMLDivElement, ProductCardImageProps>(function ProductCardImage(
  {testId = 'store-product-card-image', className, ...rest},
  ref,
) {
  return <div ref={ref} data-fs-product-card-image="" data-testid={testId} className={clsx(styles.image, className)} {...rest} />;
});

export interface ProductCardContentProps extends HTMLAttributes<HTMLElement> {
  /** Value rendered as `data-testid`; default 'store-product-card-content'. */
  testId?: string;
}

/** The name, rating and prices, in a `section`. */
export const ProductCardContent = forwardRef<HTMLElement, ProductCardContentProps>(function ProductCardContent(
  {testId = 'store-product-card-content', className, ...rest},
  ref,
) {
  return <section ref={ref} data-fs-product-card-content="" data-testid={testId} className={clsx(styles.content, className)} {...rest} />;
});

export interface ProductCardActionsProps extends HTMLAttributes<HTMLDivElement> {
  /** Value rendered as `data-testid`; default 'store-product-card-actions'. */
  testId?: string;
}

/** The card's buttons. */
export const ProductCardActions = forwardRef<HTMLDivElement, ProductCardActionsProps>(function ProductCardActions(
  {testId = 'store-product-card-actions', className, ...rest},
  ref,
) {
  return <div ref={ref} data-fs-product-card-actions="" data-testid={testId} className={clsx(styles.actions, className)} {...rest} />;
});
