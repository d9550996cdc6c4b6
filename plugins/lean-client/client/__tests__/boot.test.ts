import {createElement, type ReactElement} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {lazyRouteComponent, routeChunkLoaders, type RouteComponent} from '../boot/lazyRouteComponent.ts';
import {pathnames} from '../boot/pathnames.ts';

function fakeRoute(): RouteComponent & {preload: () => Promise<string>} {
  const Page = ({title}: {title?: string}) => createElement('h1', null, title);
  return Object.assign(Page as RouteComponent, {preload: vi.fn(async () => 'loaded')});
}

describe('lazyRouteComponent', () => {
  it('builds nothing until the route is used', () => {
    const create = vi.fn(fakeRoute);
    lazyRouteComponent(create);
    expect(create).not.toHaveBeenCalled();
  });

  it('builds the route once, on preload, and returns its preload', async () => {
    const route = fakeRoute();
    const create = vi.fn(() => route);
    const lazy = lazyRouteComponent(create);
    await expect(lazy.preload()).resolves.toBe('loaded');
    await lazy.preload();
    expect(create).toHaveBeenCalledTimes(1);
    expect(route.preload).toHaveBeenCalledTimes(2);
  });

  it('renders the built route with the props it was given, building it on first render', () => {
    const route = fakeRoute();
    const create = vi.fn(() => route);
    const render = lazyRouteComponent(create) as (props: object) => ReactElement;
    expect(render({title: 'Quickstart'})).toMatchObject({type: route, props: {title: 'Quickstart'}});
    expect(render({title: 'FAQ'})).toMatchObject({type: route, props: {title: 'FAQ'}});
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('hands out the route chunk loaders it was given without building the route', () => {
    const create = vi.fn(fakeRoute);
    const load = async () => ({default: 'chunk'});
    expect(lazyRouteComponent(create, () => [load]).chunkLoaders()).toEqual([load]);
    expect(lazyRouteComponent(create).chunkLoaders()).toEqual([]);
    expect(create).not.toHaveBeenCalled();
  });

  it('resolves preload for a route component without one', async () => {
    const lazy = lazyRouteComponent(() => (() => null) as RouteComponent);
    await expect(lazy.preload()).resolves.toBeUndefined();
  });
});

describe('routeChunkLoaders', () => {
  const loader = (name: string) => Object.assign(async () => ({default: name}), {chunk: name});
  const registry = {
    comp: [loader('comp'), '@theme/DocItem', 'comp.js'],
    content: [loader('content'), '@site/docs/a.md', 'a.md'],
    sidebar: [loader('sidebar'), '~docs/sidebar.json', 'sidebar.json'],
  } as unknown as Parameters<typeof routeChunkLoaders>[1];

  it('flattens nested chunk names and maps each to its registry loader, in order', () => {
    const loaders = routeChunkLoaders({__comp: 'comp', content: 'content', __props: {sidebar: 'sidebar'}}, registry);
    expect(loaders.map((load) => (load as unknown as {chunk: string}).chunk)).toEqual(['comp', 'content', 'sidebar']);
  });

  it('skips names the registry lacks, and a route without chunk names', () => {
    expect(routeChunkLoaders({__comp: 'comp', missing: 'nowhere'}, registry)).toHaveLength(1);
    expect(routeChunkLoaders(undefined, registry)).toEqual([]);
  });
});

describe('pathnames', () => {
  it('matches a plain path once', () => {
    expect(pathnames('/quickstart')).toEqual(['/quickstart']);
  });

  it('adds the decoded path when it differs', () => {
    expect(pathnames('/glossary/caf%C3%A9')).toEqual(['/glossary/caf%C3%A9', '/glossary/café']);
  });

  it('keeps a path that does not decode, instead of throwing', () => {
    expect(pathnames('/100%')).toEqual(['/100%']);
  });
});
