import {Children, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {nextSlide, previousSlide, slideAnnouncement, slideForKey, swipeDirection} from '../../logic/carousel.ts';
import styles from './styles.module.css';

/** CSS transition of the track. */
export interface CarouselTransition {
  /** Milliseconds. */
  duration: number;
  property: string;
  /** Milliseconds; default 0. */
  delay?: number;
  /** Timing function; default 'ease'. */
  timing?: string;
}

/** The words of the carousel's controls and live region; a page in another language passes its own. */
export interface CarouselLabels {
  /** What assistive technology calls the carousel (`aria-roledescription`). */
  carousel: string;
  /** What assistive technology calls each slide (`aria-roledescription`). */
  slideRole: string;
  previous: string;
  next: string;
  /** Name of the bullets' tab list. */
  bullets: string;
  /** A slide's name, from its 1-based position and the count. */
  slide: (position: number, count: number) => string;
  /** A bullet's name, from its slide's 1-based position. */
  goTo: (position: number) => string;
  /** What the live region says once a slide shows, from its 1-based position and the count. */
  announcement: (position: number, count: number) => string;
}

// The 1.x carousel's words.
const englishLabels: CarouselLabels = {
  carousel: 'carousel',
  slideRole: 'slide',
  previous: 'previous',
  next: 'next',
  bullets: 'Slides',
  slide: (position, count) => `${position} of ${count}`,
  goTo: (position) => `Go to slide ${position}`,
  announcement: (position, count) => slideAnnouncement(position - 1, count),
};

interface Props {
  /** One slide per child. */
  children: ReactNode;
  /** Id of the carousel and prefix of the slide ids; default 'store-carousel'. */
  id?: string;
  /** Accessible name of the carousel; default 'Carousel'. */
  label?: string;
  /** The previous control on the first slide goes to the last, and next on the last to the first; default true. */
  infiniteMode?: boolean;
  /** Which controls to render; default 'complete' (arrows and bullets). */
  controls?: 'complete' | 'navigationArrows' | 'paginationBullets';
  /** Default 400 ms on transform. */
  transition?: CarouselTransition;
  className?: string;
  /** Value rendered as `data-testid`; default 'store-carousel'. */
  testId?: string;
  /** Words of the controls and live region that replace the 1.x English ones; default none. */
  labels?: Partial<CarouselLabels>;
}

// The carousel's product constant: transition 400 ms on transform.
const defaultTransition: CarouselTransition = {duration: 400, property: 'transform'};

export default function Carousel({
  children,
  id = 'store-carousel',
  label = 'Carousel',
  infiniteMode = true,
  controls = 'complete',
  transition = defaultTransition,
  className,
  testId = 'store-carousel',
  labels: ownLabels,
}: Props) {
  const labels = {...englishLabels, ...ownLabels};
  const slides = Children.toArray(children);
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const bulletsRef = useRef<HTMLDivElement>(null);
  const trackId = `${id}-track`;
  const liveId = useId();
  const showArrows = controls !== 'paginationBullets';
  const showBullets = controls !== 'navigationArrows';
  const index = Math.min(current, Math.max(0, count - 1));

  const goTo = (target: number) => setCurrent(target);
  const previous = () => goTo(previousSlide(index, count, infiniteMode));
  const next = () => goTo(nextSlide(index, count, infiniteMode));

  function onBulletKey(event: KeyboardEvent<HTMLButtonElement>) {
    const target = slideForKey(event.key, index, count, infiniteMode);
    if (target === null) return;
    event.preventDefault();
    goTo(target);
    bulletsRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[target]?.focus();
  }

  // Touch and pen swipes; the mouse keeps its usual text selection and link clicks.
  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (swipeStart.current === null) return;
    const direction = swipeDirection(event.clientX - swipeStart.current);
    swipeStart.current = null;
    if (direction === 'next') next();
    if (direction === 'previous') previous();
  }

  const {duration, property, delay = 0, timing = 'ease'} = transition;
  return (
    <section
      id={id}
      aria-roledescription={labels.carousel}
      aria-label={label}
      data-fs-carousel=""
      data-testid={testId}
      className={clsx(styles.carousel, className)}>
      <div
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}>
        <div
          id={trackId}
          data-carousel-track=""
          className={styles.track}
          style={{transform: `translateX(-${index * 100}%)`, transition: `${property} ${duration}ms ${timing} ${delay}ms`}}>
          {slides.map((slide, slideIndex) => (
            <div
              key={slideIndex}
              id={`${id}-item-${slideIndex}`}
              role={showBullets ? 'tabpanel' : 'group'}
              aria-roledescription={labels.slideRole}
              aria-label={labels.slide(slideIndex + 1, count)}
              aria-hidden={slideIndex !== index}
              // Off-screen slides leave the tab order too.
              inert={slideIndex !== index}
              data-carousel-item={slideIndex === index ? 'current' : ''}
              className={styles.slide}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      {(showArrows || showBullets) && (
        <div className={styles.controls}>
          {showArrows && (
            <button
              type="button"
              className={styles.arrow}
              aria-label={labels.previous}
              aria-controls={trackId}
              data-carousel-arrow="previous"
              disabled={!infiniteMode && index === 0}
              onClick={previous}>
              <span aria-hidden="true">‹</span>
            </button>
          )}
          {showBullets && (
            <div ref={bulletsRef} role="tablist" aria-label={labels.bullets} className={styles.bullets}>
              {slides.map((_, bullet) => (
                <button
                  key={bullet}
                  type="button"
                  role="tab"
                  aria-selected={bullet === index}
                  aria-controls={`${id}-item-${bullet}`}
                  aria-label={labels.goTo(bullet + 1)}
                  tabIndex={bullet === index ? 0 : -1}
                  className={styles.bullet}
                  onClick={() => goTo(bullet)}
                  onKeyDown={onBulletKey}
                />
              ))}
            </div>
          )}
          {showArrows && (
            <button
              type="button"
              className={styles.arrow}
              aria-label={labels.next}
              aria-controls={trackId}
              data-carousel-arrow="next"
              disabled={!infiniteMode && index === count - 1}
              onClick={next}>
              <span aria-hidden="true">›</span>
            </button>
          )}
        </div>
      )}
      <div id={liveId} aria-live="polite" aria-atomic="true" className={styles.srOnly}>
        {labels.announcement(index + 1, count)}
      </div>
    </section>
  );
}
