import {useId} from 'react';
import clsx from 'clsx';
import Badge from '../Badge';
import Button from '../Button';
import Price from '../Price';
import Rating from '../Rating';
import styles from './styles.module.css';

interface Props {
  name: string;
  /** Link to the product page. */
  href: string;
  imageSrc: string;
  imageAlt: string;
  price: number;
  /** Price before the discount; shows the list price and a discount badge when higher than `price`. */
  listPrice?: number;
  /** ISO 4217 code; default 'USD'. */
  currency?: string;
  /** Average rating out of 5; default none. */
  rating?: number;
  /** Shows the Add to cart button when given. */
  onAddToCart?: () => void;
  className?: string;
  /** Value rendered as `data-testid`; default 'store-product-card'. */
  testId?: string;
}

export default function ProductCard({
  name,
  href,
  imageSrc,
  imageAlt,
  price,
  listPrice,
  currency,
  rating,
  onAddToCart,
  className,
  testId = 'store-product-card',
}: Props) {
  const titleId = useId();
  const discount = listPrice && listPrice > price ? Math.round((1 - price / listPrice) * 100) : 0;
  return (
    <article aria-labelledby={titleId} data-fs-product-card="" data-testid={testId} className={clsx(styles.productCard, className)}>
      <div className={styles.image} data-testid="store-product-card-image">
        <img src={imageSrc} alt={imageAlt} width={320} height={200} loading="lazy" />
        {discount > 0 && <Badge variant="success" className={styles.badge}>{`${discount}% off`}</Badge>}
      </div>
      <div className={styles.content} data-testid="store-product-card-content">
        <h3 id={titleId} className={styles.title}>
          <a href={href}>{name}</a>
        </h3>
        {rating !== undefined && <Rating value={rating} />}
        <div className={styles.prices}>
          {discount > 0 && <Price value={listPrice!} currency={currency} variant="listing" testId="store-product-card-list-price" />}
          <Price value={price} currency={currency} />
        </div>
      </div>
      {onAddToCart && (
        <div className={styles.actions} data-testid="store-product-card-actions">
          <Button onClick={onAddToCart} aria-label={`Add ${name} to cart`}>
            Add to cart
          </Button>
        </div>
      )}
    </article>
  );
}
