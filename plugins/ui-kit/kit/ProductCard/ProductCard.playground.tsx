import {translate} from '@docusaurus/Translate';
import {useId} from 'react';
import type {PlaygroundSpec, PlaygroundValues} from '../../types.ts';
import {formatUSD, formatUSDSource, ratingStarsSource, Star, starSource} from '../../demoParts.tsx';
import {exampleModule, jsxString, jsxText} from '../../logic/jsxString.ts';
import AggregateRating from '../AggregateRating/index.tsx';
import Badge from '../Badge/index.tsx';
import Button from '../Button/index.tsx';
import Icon from '../Icon/index.tsx';
import Link from '../Link/index.tsx';
import Price from '../Price/index.tsx';
import ProductCard, {ProductCardActions, ProductCardContent, ProductCardImage} from './index.tsx';

const listPrice = 34.9;
const discountOf = (price: number) => Math.round((1 - price / listPrice) * 100);
const ratingLabel = (rating: number) => `Rated ${rating} out of 5`;

function ProductCardDemo(values: PlaygroundValues) {
  const titleId = useId();
  const name = String(values['Link.children']);
  const price = Number(values['Price.value']);
  const rating = Number(values['AggregateRating.value']);
  const discount = discountOf(price);
  return (
    <ProductCard aria-labelledby={titleId} testId={String(values.testId)}>
      <ProductCardImage>
        <img src="/img/starters/base-thumb.svg" alt="" width={320} height={200} />
        {discount > 0 && <Badge>{`${discount}% off`}</Badge>}
      </ProductCardImage>
      <ProductCardContent>
        <h3 id={titleId}>
          <Link href="#product">{name}</Link>
        </h3>
        <AggregateRating value={rating} aria-label={ratingLabel(rating)}>
          {[1, 2, 3, 4, 5].map((step) => (
            <Icon key={step} component={<Star />} />
          ))}
        </AggregateRating>
        {discount > 0 && <Price value={listPrice} variant="listing" as="s" formatter={formatUSD} />}
        <Price value={price} formatter={formatUSD} />
      </ProductCardContent>
      <ProductCardActions>
        {/* The product's name in the button's own text tells a shelf's buttons apart, and a visible label and the
            accessible name stay one and the same. */}
        <Button type="button">{`Add ${name} to cart`}</Button>
      </ProductCardActions>
    </ProductCard>
  );
}

const productCardPlayground: PlaygroundSpec = {
  name: 'ProductCard',
  level: 'molecules',
  page: '/reference/ui/molecules/ProductCard',
  controls: [
    {name: 'Link.children', type: 'string', default: 'Cotton T-shirt'},
    {name: 'Price.value', type: 'number', default: 24.9, min: 0, max: 1_000_000, step: 0.01},
    {name: 'AggregateRating.value', type: 'number', default: 4.5, min: 0, max: 5, step: 0.5},
    {name: 'testId', type: 'string', default: 'store-product-card', implicit: 'store-product-card'},
  ],
  render: (values) => <ProductCardDemo {...values} />,
  code: (values) => {
    const name = String(values['Link.children']);
    const price = Number(values['Price.value']);
    const rating = Number(values['AggregateRating.value']);
    const discount = discountOf(price);
    const testId = values.testId === 'store-product-card' ? undefined : String(values.testId);
    const image = ['<img src="/images/t-shirt.jpg" alt="" width={320} height={200} />', ...(discount > 0 ? [`<Badge>${discount}% off</Badge>`] : [])];
    const content = [
      jsxString('h3', [['id', 'product-title']], jsxString('Link', [['href', '/cotton-t-shirt/p']], jsxText(name))),
      jsxString('AggregateRating', [['value', rating], ['aria-label', ratingLabel(rating)]], ratingStarsSource),
      ...(discount > 0 ? [jsxString('Price', [['value', listPrice], ['variant', 'listing'], ['as', 's'], ['formatter', {code: 'formatUSD'}]])] : []),
      jsxString('Price', [['value', price], ['formatter', {code: 'formatUSD'}]]),
    ];
    return exampleModule({
      name: 'ProductCard',
      ui: ['AggregateRating', 'Button', 'Icon', 'Link', 'Price', 'ProductCard', 'ProductCardActions', 'ProductCardContent', 'ProductCardImage', ...(discount > 0 ? ['Badge'] : [])],
      before: `${formatUSDSource}\n\n${starSource}`,
      jsx: jsxString(
        'ProductCard',
        [['aria-labelledby', 'product-title'], ['testId', testId]],
        [
          jsxString('ProductCardImage', [], image.join('\n')),
          jsxString('ProductCardContent', [], content.join('\n')),
          jsxString('ProductCardActions', [], jsxString('Button', [['type', 'button']], jsxText(`Add ${name} to cart`))),
        ].join('\n'),
      ),
    });
  },
  refuse: (values) =>
    String(values['Link.children']).trim()
      ? null
      : translate({id: 'site.uiKit.productLinkNeedsText', message: 'Link.children: the product link needs text, or readers cannot tell where it goes'}),
};

export default productCardPlayground;
