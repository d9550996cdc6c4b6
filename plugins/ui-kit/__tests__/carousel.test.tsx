// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import Carousel from '../kit/Carousel/index.tsx';

afterEach(cleanup);

type CarouselProps = Omit<Parameters<typeof Carousel>[0], 'children'>;

function setup(props: CarouselProps = {}) {
  render(
    <Carousel label="Offers" {...props}>
      <div>First</div>
      <div>Second</div>
      <div>Third</div>
    </Carousel>,
  );
  const current = () => document.querySelector('[data-carousel-item="current"]')!.textContent;
  const live = () => document.querySelector('[aria-live="polite"]')!.textContent;
  return {current, live};
}

describe('Carousel', () => {
  it('moves the track with a 400 ms transition on transform by default', () => {
    setup();
    const track = document.querySelector<HTMLElement>('[data-carousel-track]')!;
    expect(track.style.transition).toBe('transform 400ms ease 0ms');
    fireEvent.click(screen.getByRole('button', {name: 'next'}));
    expect(track.style.transform).toBe('translateX(-100%)');
  });

  it('is infinite by default: previous from the first slide goes to the last, next from the last to the first', () => {
    const {current, live} = setup();
    fireEvent.click(screen.getByRole('button', {name: 'previous'}));
    expect(current()).toBe('Third');
    expect(live()).toBe('Slide 3 of 3');
    fireEvent.click(screen.getByRole('button', {name: 'next'}));
    expect(current()).toBe('First');
  });

  it('with infiniteMode off, the arrows stop at the ends', () => {
    const {current} = setup({infiniteMode: false});
    const previous = screen.getByRole('button', {name: 'previous'}) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(previous);
    expect(current()).toBe('First');
  });

  it.each([
    [undefined, 2, 3],
    ['complete', 2, 3],
    ['navigationArrows', 2, 0],
    ['paginationBullets', 0, 3],
  ] as const)('controls=%s renders %d arrows and %d bullets', (controls, arrows, bullets) => {
    setup(controls ? {controls} : {});
    expect(screen.queryAllByRole('button', {name: /^(previous|next)$/})).toHaveLength(arrows);
    expect(screen.queryAllByRole('tab')).toHaveLength(bullets);
  });

  it.each([
    ['ArrowLeft', 'Third'],
    ['ArrowRight', 'Second'],
    ['End', 'Third'],
    ['Home', 'First'],
  ])('%s on the bullets shows %s and focuses its bullet', (key, expected) => {
    const {current} = setup();
    const first = screen.getByRole('tab', {name: 'Go to slide 1'});
    first.focus();
    fireEvent.keyDown(first, {key});
    expect(current()).toBe(expected);
    expect(document.activeElement?.getAttribute('aria-selected')).toBe('true');
  });

  it('names itself and its slides for screen readers, and hides the off-screen slides', () => {
    setup();
    const region = screen.getByRole('region', {name: 'Offers'});
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = document.querySelectorAll('[aria-roledescription="slide"]');
    expect(Array.from(slides).map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(Array.from(slides).map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
  });

  it.each([
    ['touch', 200, 100, 'Second'],
    ['touch', 100, 200, 'Third'],
    ['touch', 100, 110, 'First'],
    ['mouse', 200, 100, 'First'],
  ])('a %s move from x=%d to x=%d shows %s', (pointerType, from, to, expected) => {
    const {current} = setup();
    const viewport = document.querySelector('[data-carousel-track]')!.parentElement!;
    fireEvent.pointerDown(viewport, {pointerType, clientX: from});
    fireEvent.pointerUp(viewport, {pointerType, clientX: to});
    expect(current()).toBe(expected);
  });
});
