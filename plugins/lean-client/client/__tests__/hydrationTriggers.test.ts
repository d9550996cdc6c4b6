// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {HydrationQueue} from '../hydrationQueue.ts';
import {partIdsAround, visibilityMargin, watchParts} from '../hydrationTriggers.ts';

/** An IntersectionObserver the test drives: it records what is watched and reports when told. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly watched = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  fire(entries: Array<[Element, boolean]>) {
    const list = entries.map(([target, isIntersecting]) => ({target, isIntersecting}) as IntersectionObserverEntry);
    this.callback(list, this as unknown as IntersectionObserver);
  }
}

function fakeQueue(waiting = false) {
  const reports: Array<[string, boolean]> = [];
  const reached: string[][] = [];
  const queue = {
    report: (id: string, visible: boolean) => void reports.push([id, visible]),
    hydrateNow: (ids: string[]) => (reached.push(ids), waiting),
  } as unknown as HydrationQueue;
  return {queue, reports, reached};
}

// jsdom has no CSS.escape; the ids in these tests need no escaping.
globalThis.CSS ??= {escape: (value: string) => value} as typeof CSS;

const flushMicrotasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('watchParts', () => {
  it('watches a part through its children, with the margin, and reports the part once for all of them', () => {
    document.body.innerHTML = '<div data-hydrate-later="a" style="display:contents"><p id="one">1</p><p id="two">2</p></div>';
    const {queue, reports} = fakeQueue();
    const onWait = watchParts(() => queue, document, FakeObserver as unknown as typeof IntersectionObserver);
    const observer = FakeObserver.last!;
    expect(observer.options?.rootMargin).toBe(visibilityMargin);
    onWait('a');
    onWait('a');
    expect([...observer.watched].map((element) => element.id)).toEqual(['one', 'two']);

    observer.fire([[document.getElementById('one')!, false]]);
    observer.fire([
      [document.getElementById('one')!, false],
      [document.getElementById('two')!, true],
    ]);
    expect(reports).toEqual([
      ['a', false],
      ['a', true],
    ]);
    // Once visible, the part's children are no longer watched.
    expect(observer.watched.size).toBe(0);
  });

  it('lets a part with no server HTML render in its turn instead of waiting for a reader who sees nothing', async () => {
    document.body.innerHTML = '<div data-hydrate-later="empty" style="display:contents"></div>';
    const {queue, reports} = fakeQueue();
    const onWait = watchParts(() => queue, document, FakeObserver as unknown as typeof IntersectionObserver);
    onWait('empty');
    onWait('not-in-the-page');
    await flushMicrotasks();
    expect(reports).toEqual([
      ['empty', true],
      ['not-in-the-page', true],
    ]);
    expect(FakeObserver.last!.watched.size).toBe(0);
  });

  it('releases the parts around what the reader presses or focuses, outermost first', () => {
    document.body.innerHTML =
      '<div data-hydrate-later="outer"><section><div data-hydrate-later="inner"><button id="go">Go</button></div></section></div><p id="plain">x</p>';
    const {queue, reached} = fakeQueue();
    watchParts(() => queue, document, FakeObserver as unknown as typeof IntersectionObserver);
    const button = document.getElementById('go')!;
    button.dispatchEvent(new Event('pointerdown', {bubbles: true}));
    button.focus();
    document.getElementById('plain')!.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    expect(reached).toEqual([
      ['outer', 'inner'],
      ['outer', 'inner'],
    ]);
    expect(partIdsAround(button)).toEqual(['outer', 'inner']);
    expect(partIdsAround(null)).toEqual([]);
  });
});
