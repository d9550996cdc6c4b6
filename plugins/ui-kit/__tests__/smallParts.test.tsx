// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import Breadcrumb from '../kit/Breadcrumb';
import Price from '../kit/Price';
import ProductCard from '../kit/ProductCard';
import QuantitySelector from '../kit/QuantitySelector';
import Rating from '../kit/Rating';
import Toast from '../kit/Toast';

afterEach(cleanup);

describe('Price', () => {
  it.each([
    [{value: 1234.5}, '$1,234.50'],
    [{value: 1234.5, currency: 'EUR', locale: 'de-DE'}, '1.234,50\u00a0€'],
    [{value: 10, variant: 'listing' as const}, 'Original price: $10.00'],
  ])('%o renders %s', (props, text) => {
    render(<Price {...props} />);
    expect(screen.getByTestId('store-price').textContent).toBe(text);
  });
});

describe('QuantitySelector', () => {
  it.each([
    ['Increase quantity', 3, 4],
    ['Decrease quantity', 3, 2],
    ['Increase quantity', 5, 5],
    ['Decrease quantity', 1, 1],
  ])('%s from %d gives %d (min 1, max 5)', (button, initial, expected) => {
    const onChange = vi.fn();
    render(<QuantitySelector initial={initial} max={5} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', {name: button}));
    expect((screen.getByRole('spinbutton', {name: 'Quantity'}) as HTMLInputElement).value).toBe(String(expected));
    expect(onChange).toHaveBeenCalledTimes(initial === expected ? 0 : 1);
  });

  it('a typed quantity is clamped on blur', () => {
    render(<QuantitySelector max={5} />);
    const field = screen.getByRole('spinbutton', {name: 'Quantity'}) as HTMLInputElement;
    fireEvent.change(field, {target: {value: '40'}});
    fireEvent.blur(field);
    expect((screen.getByRole('spinbutton', {name: 'Quantity'}) as HTMLInputElement).value).toBe('5');
  });
});

describe('Rating', () => {
  it.each([
    [3.5, 'Rated 3.5 out of 5', ['full', 'full', 'full', 'half', 'empty']],
    [5, 'Rated 5 out of 5', ['full', 'full', 'full', 'full', 'full']],
  ])('%d is one image named %s', (value, name, stars) => {
    render(<Rating value={value} />);
    const image = screen.getByRole('img', {name});
    expect(Array.from(image.querySelectorAll('[data-star]')).map((star) => star.getAttribute('data-star'))).toEqual(stars);
  });
});

describe('Toast', () => {
  it.each([
    ['info', 'status'],
    ['success', 'status'],
    ['error', 'alert'],
  ] as const)('status %s uses role %s', (status, role) => {
    render(<Toast message="Saved" status={status} />);
    expect(screen.getByRole(role).textContent).toContain('Saved');
  });

  it('the dismiss button calls onClose', () => {
    const onClose = vi.fn();
    render(<Toast message="Saved" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', {name: 'Dismiss notification'}));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('Breadcrumb', () => {
  it('is a named navigation list whose last step is the current page', () => {
    render(
      <Breadcrumb>
        <a href="#home">Home</a>
        <a href="#apparel">Apparel</a>
        <span>Shirt</span>
      </Breadcrumb>,
    );
    const items = screen.getByRole('navigation', {name: 'Breadcrumb'}).querySelectorAll('li');
    expect(Array.from(items).map((item) => item.getAttribute('aria-current'))).toEqual([null, null, 'page']);
  });
});

describe('ProductCard', () => {
  it.each([
    [20, 25, '20% off', true],
    [20, undefined, null, false],
    [20, 15, null, false],
  ])('price %d with list price %s shows badge %s', (price, listPrice, badge, listShown) => {
    render(<ProductCard name="Shirt" href="#p" imageSrc="/x.svg" imageAlt="" price={price} listPrice={listPrice} />);
    expect(screen.queryByTestId('store-badge')?.textContent ?? null).toBe(badge);
    expect(screen.queryByTestId('store-product-card-list-price') !== null).toBe(listShown);
    expect(screen.getByRole('article', {name: 'Shirt'})).toBeTruthy();
  });

  it('the Add to cart button appears with onAddToCart and calls it', () => {
    const onAddToCart = vi.fn();
    render(<ProductCard name="Shirt" href="#p" imageSrc="/x.svg" imageAlt="" price={10} onAddToCart={onAddToCart} />);
    fireEvent.click(screen.getByRole('button', {name: 'Add Shirt to cart'}));
    expect(onAddToCart).toHaveBeenCalledOnce();
  });
});
