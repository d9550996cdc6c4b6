import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {loaderSource, scriptsAfterPaint} from '../scriptsAfterPaint.ts';

const head = '<title>T</title><link rel=stylesheet href=/assets/css/styles.css />';
const page = (headExtra: string, body: string) => `<!doctype html><html><head>${head}${headExtra}</head><body>${body}</body></html>`;

describe('scriptsAfterPaint', () => {
  it('turns the head’s deferred scripts into low-priority preloads and starts them from a loader at the end of <body>', () => {
    const html = page('<script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.2.js defer></script><link rel=preload as=image href=/img/logo.svg />', '<div id=__docusaurus><p>Hi</p></div>');
    const sources = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'];
    expect(scriptsAfterPaint(html)).toBe(
      page(
        '<link rel=preload as=script href="/assets/js/runtime~main.1.js" fetchpriority=low><link rel=preload as=script href="/assets/js/main.2.js" fetchpriority=low><link rel=preload as=image href=/img/logo.svg />',
        `<div id=__docusaurus><p>Hi</p></div><script>${loaderSource(sources)}</script>`,
      ),
    );
  });

  it('reads quoted sources', () => {
    const html = page('<script src="/assets/js/main.2.js" defer></script>', '<p>Hi</p>');
    expect(scriptsAfterPaint(html)).toContain('<link rel=preload as=script href="/assets/js/main.2.js" fetchpriority=low>');
    expect(scriptsAfterPaint(html)).toContain(`<script>${loaderSource(['/assets/js/main.2.js'])}</script></body>`);
  });

  it('leaves pages without deferred head scripts unchanged, and never touches scripts in <body>', () => {
    const noScripts = page('', '<p>Hi</p>');
    expect(scriptsAfterPaint(noScripts)).toBe(noScripts);
    const bodyScript = page('', '<script src=/x.js defer></script>');
    expect(scriptsAfterPaint(bodyScript)).toBe(bodyScript);
    expect(scriptsAfterPaint('<p>fragment</p>')).toBe('<p>fragment</p>');
  });
});

/** Runs the loader against a fake browser the test drives. */
function fakeBrowser({paintEntries}: {paintEntries: boolean}) {
  const appended: Array<{src: string; async: boolean}> = [];
  const timers: Array<() => void> = [];
  const frames: Array<() => void> = [];
  const observers: Array<{callback: (list: {getEntriesByName: (name: string) => unknown[]}) => void; disconnected: boolean; options?: unknown}> = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintEntries ? ['paint', 'longtask'] : ['longtask'];
    record: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.record = {callback, disconnected: false};
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.options = options;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const context = {
    PerformanceObserver,
    setTimeout: (run: () => void) => timers.push(run),
    requestAnimationFrame: (run: () => void) => frames.push(run),
    document: {
      createElement: () => ({src: '', async: true}),
      body: {appendChild: (element: {src: string; async: boolean}) => appended.push(element)},
    },
  };
  runInNewContext(loaderSource(['/r.js', '/m.js']), {...context, window: context});
  const paint = (...names: string[]) => {
    for (const observer of observers) if (!observer.disconnected) observer.callback({getEntriesByName: (name) => names.filter((n) => n === name)});
  };
  const run = (queue: Array<() => void>) => queue.splice(0).forEach((task) => task());
  return {appended, observers, paint, runTimers: () => run(timers), runFrames: () => run(frames)};
}

describe('the loader', () => {
  it('inserts the scripts in order, not async, in a task after the first contentful paint, and only once', () => {
    const browser = fakeBrowser({paintEntries: true});
    expect(browser.observers[0]?.options).toEqual({type: 'paint', buffered: true});
    browser.paint('first-paint');
    browser.runTimers();
    expect(browser.appended).toEqual([]);
    browser.paint('first-contentful-paint');
    expect(browser.appended).toEqual([]);
    expect(browser.observers[0]?.disconnected).toBe(true);
    browser.runTimers();
    expect(browser.appended).toEqual([
      {src: '/r.js', async: false},
      {src: '/m.js', async: false},
    ]);
    browser.paint('first-contentful-paint');
    browser.runTimers();
    expect(browser.appended).toHaveLength(2);
  });

  it('falls back to the first frame where paint entries are not supported', () => {
    const browser = fakeBrowser({paintEntries: false});
    expect(browser.observers).toEqual([]);
    browser.runTimers();
    expect(browser.appended).toEqual([]);
    browser.runFrames();
    browser.runTimers();
    expect(browser.appended.map((script) => script.src)).toEqual(['/r.js', '/m.js']);
  });
});
