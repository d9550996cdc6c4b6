import type {PlaygroundSpec} from '../../types';
import {jsxString} from '../../logic/jsxString';
import ProductCard from '.';

const productCardPlayground: PlaygroundSpec = {
  name: 'ProductCard',
  level: 'molecules',
  page: '/reference/ui/molecules/ProductCard',
  controls: [
    {name: 'name', type: 'string', default: 'Cotton T-shirt', in1x: 'portal'},
    {name: 'price', type: 'number', default: 24.9, min: 0, step: 0.1, in1x: 'portal'},
    {name: 'listPrice', type: 'number', default: 34.9, min: 0, step: 0.1, in1x: 'portal'},
    {name: 'currency', type: 'enum', options: ['USD', 'EUR', 'BRL'], default: 'USD', implicit: 'USD', in1x: 'portal'},
    {name: 'rating', type: 'number', default: 4.5, min: 0, max: 5, step: 0.5, in1x: 'portal'},
    {name: 'showAddToCart', type: 'boolean', default: true, in1x: 'portal'},
  ],
  render: ({name, price, listPrice, currency, rating, showAddToCart}) => (
    <ProductCard
      name={String(name)}
      href="#product"
      imageSrc="/img/starters/base-thumb.svg"
      imageAlt=""
      price={Number(price)}
      listPrice={Number(listPrice)}
      currency={String(currency)}
      rating={Number(rating)}
      onAddToCart={showAddToCart ? () => undefined : undefined}
    />
  ),
  code: ({name, price, listPrice, currency, rating, showAddToCart}) =>
    jsxString('ProductCard', [
      ['name', String(name)],
      ['href', '/cotton-t-shirt/p'],
      ['imageSrc', '/images/t-shirt.jpg'],
      ['imageAlt', ''],
      ['price', Number(price)],
      ['listPrice', Number(listPrice)],
      ['currency', currency === 'USD' ? undefined : String(currency)],
      ['rating', Number(rating)],
      ['onAddToCart', showAddToCart ? {code: 'addToCart'} : undefined],
    ]),
};

export default productCardPlayground;
