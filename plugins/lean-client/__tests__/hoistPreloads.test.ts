import {describe, expect, it} from 'vitest';
import {hoistImagePreloads} from '../hoistPreloads.ts';

const page = (head: string, body: string) => `<!doctype html><html><head><title>T</title>${head}</head><body><script>x()</script>${body}</body></html>`;

describe('hoistImagePreloads', () => {
  it('moves the image preloads at the start of the container to the end of <head>, in order', () => {
    const hints = '<link rel=preload as=image href=/img/logo.svg /><link rel=preload as=image href=/img/a.svg fetchpriority=high />';
    const html = page('<meta name=x>', `<div id=__docusaurus>${hints}<div role=region>skip</div></div>`);
    expect(hoistImagePreloads(html)).toBe(page(`<meta name=x>${hints}`, '<div id=__docusaurus><div role=region>skip</div></div>'));
  });

  it('also reads quoted attributes', () => {
    const html = page('', '<div id="__docusaurus"><link rel="preload" as="image" href="/a.png"/><nav></nav></div>');
    expect(hoistImagePreloads(html)).toBe(page('<link rel="preload" as="image" href="/a.png"/>', '<div id="__docusaurus"><nav></nav></div>'));
  });

  it('leaves a page without leading preloads, and preloads elsewhere, unchanged', () => {
    const html = page('', '<div id=__docusaurus><nav></nav><link rel=preload as=image href=/late.svg /></div>');
    expect(hoistImagePreloads(html)).toBe(html);
    expect(hoistImagePreloads('<div id=__docusaurus><link rel=preload as=image href=/a.svg /></div>')).toBe('<div id=__docusaurus><link rel=preload as=image href=/a.svg /></div>');
  });
});
