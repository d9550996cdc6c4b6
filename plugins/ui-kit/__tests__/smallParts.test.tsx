// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {useState} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import AggregateRating from '../kit/AggregateRating/index.tsx';
import Alert from '../kit/Alert/index.tsx';
import Breadcrumb from '../kit/Breadcrumb/index.tsx';
import Hero, {HeroHeading, HeroImage} from '../kit/Hero/index.tsx';
import IconButton from '../kit/IconButton/index.tsx';
import Input from '../kit/Input/index.tsx';
import Link from '../kit/Link/index.tsx';
import Price from '../kit/Price/index.tsx';
import ProductCard, {ProductCardActions, ProductCardContent, ProductCardImage} from '../kit/ProductCard/index.tsx';
import QuantitySelector from '../kit/QuantitySelector/index.tsx';

afterEach(cleanup);

describe('Price', () => {
  it('renders the raw number without a formatter, as 1.x does', () => {
    render(<Price value={1234.5} />);
    expect(screen.getByTestId('store-price').textContent).toBe('1234.5');
  });

  it('passes the value and the variant to the formatter and renders the variant', () => {
    const formatter = vi.fn((price: number, variant: string) => `${variant}: ${price}`);
    render(<Price value={10} variant="installment" formatter={formatter} as="s" />);
    const price = screen.getByTestId('store-price');
    expect(price.textContent).toBe('installment: 10');
    expect(price.tagName).toBe('S');
    expect(price.getAttribute('data-variant')).toBe('installment');
    expect(formatter).toHaveBeenCalledWith(10, 'installment');
  });
});

describe('Input', () => {
  it.each([
    ['error', 'data-error'],
    ['success', 'data-success'],
  ] as const)('variant %s renders %s', (variant, attribute) => {
    render(<Input aria-label="Postal code" variant={variant} />);
    expect(screen.getByRole('textbox').hasAttribute(attribute)).toBe(true);
  });
});

describe('Link', () => {
  it('renders an anchor, or the component given in as with its props', () => {
    function Route({to, ...rest}: {to: string; children: string}) {
      return <a href={`/app${to}`} {...rest} />;
    }
    render(
      <>
        <Link href="/a">A</Link>
        <Link as={Route} to="/b">
          B
        </Link>
      </>,
    );
    expect(screen.getByRole('link', {name: 'A'}).getAttribute('href')).toBe('/a');
    expect(screen.getByRole('link', {name: 'B'}).getAttribute('href')).toBe('/app/b');
  });
});

describe('QuantitySelector', () => {
  function Cart({start}: {start: number}) {
    const [quantity, setQuantity] = useState(start);
    const set = (value: number) => setQuantity(Math.min(Math.max(value, 1), 5));
    return (
      <QuantitySelector
        quantity={quantity}
        leftButtonProps={{icon: '−', disabled: quantity <= 1, onClick: () => set(quantity - 1)}}
        rightButtonProps={{icon: '+', disabled: quantity >= 5, onClick: () => set(quantity + 1)}}
        inputProps={{onChange: (event) => set(Number(event.currentTarget.value))}}
      />
    );
  }

  it.each([
    ['Increment Quantity', 3, '4'],
    ['Decrement Quantity', 3, '2'],
  ])('%s from %d shows %s: the quantity is yours, the buttons call your handlers', (button, start, expected) => {
    render(<Cart start={start} />);
    fireEvent.click(screen.getByRole('button', {name: button}));
    expect((screen.getByRole('textbox', {name: 'Quantity'}) as HTMLInputElement).value).toBe(expected);
  });

  it('the buttons control the field and take the props you pass', () => {
    render(<Cart start={5} />);
    const field = screen.getByRole('textbox', {name: 'Quantity'});
    const more = screen.getByRole('button', {name: 'Increment Quantity'}) as HTMLButtonElement;
    expect(more.getAttribute('aria-controls')).toBe(field.id);
    expect(more.disabled).toBe(true);
  });
});

describe('IconButton', () => {
  it('shows only its icon and is named by aria-label', () => {
    render(<IconButton icon={<svg aria-hidden="true" />} aria-label="Close" />);
    expect(screen.getByRole('button', {name: 'Close'}).querySelector('[data-testid="store-icon"] svg')).toBeTruthy();
  });
});

describe('AggregateRating', () => {
  it.each([
    [3.5, ['full', 'full', 'full', 'partial', 'empty']],
    [5, ['full', 'full', 'full', 'full', 'full']],
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ])('%d marks one item per child', (value, fills) => {
    render(
      <AggregateRating value={value} aria-label={`Rated ${value}`}>
        {[1, 2, 3, 4, 5].map((step) => (
          <span key={step}>★</span>
        ))}
      </AggregateRating>,
    );
    const list = screen.getByRole('list', {name: `Rated ${value}`});
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByTestId('store-aggregate-rating-item').map((item) => item.getAttribute('data-fs-aggregate-rating-item'))).toEqual(fills);
  });

  it('variant ordered renders an ordered list', () => {
    render(
      <AggregateRating value={1} variant="ordered">
        <span>★</span>
      </AggregateRating>,
    );
    expect(screen.getByRole('list').tagName).toBe('OL');
  });
});

describe('Alert', () => {
  it('is an alert whose children are the message', () => {
    render(<Alert>Saved</Alert>);
    expect(screen.getByRole('alert').textContent).toBe('Saved');
  });
});

describe('Breadcrumb', () => {
  it('is a navigation list whose last step is the current page, with the divider between steps', () => {
    render(
      <Breadcrumb divider="›">
        <a href="#home">Home</a>
        <a href="#apparel">Apparel</a>
        <span>Shirt</span>
      </Breadcrumb>,
    );
    const nav = screen.getByRole('navigation', {name: 'Breadcrumb'});
    expect(screen.getAllByTestId('store-breadcrumb-item').map((item) => item.getAttribute('aria-current'))).toEqual([null, null, 'page']);
    expect(screen.getAllByTestId('store-breadcrumb-divider').map((divider) => [divider.textContent, divider.getAttribute('aria-hidden')])).toEqual([
      ['›', 'true'],
      ['›', 'true'],
    ]);
    expect(nav.textContent).toBe('Home›Apparel›Shirt');
  });

  it('an aria-label replaces the default name', () => {
    render(
      <Breadcrumb aria-label="You are here">
        <span>Home</span>
      </Breadcrumb>,
    );
    expect(screen.getByRole('navigation', {name: 'You are here'})).toBeTruthy();
  });
});

describe('ProductCard and Hero parts', () => {
  it('are the containers 1.x renders, each with its test id', () => {
    render(
      <>
        <ProductCard aria-label="Shirt">
          <ProductCardImage />
          <ProductCardContent />
          <ProductCardActions />
        </ProductCard>
        <Hero>
          <HeroImage />
          <HeroHeading />
        </Hero>
      </>,
    );
    expect(screen.getByRole('article', {name: 'Shirt'}).getAttribute('data-testid')).toBe('store-product-card');
    expect(screen.getByTestId('store-product-card-content').tagName).toBe('SECTION');
    expect(screen.getByTestId('store-hero').tagName).toBe('ARTICLE');
    expect(screen.getByTestId('store-hero-heading').tagName).toBe('HEADER');
    for (const testId of ['store-product-card-image', 'store-product-card-actions', 'store-hero-image']) expect(screen.getByTestId(testId)).toBeTruthy();
  });
});
