/**
 * Route components built on first use. Docusaurus' generated route table calls `ComponentCreator(path,
 * hash)` for every route (about 250 here) while the main bundle evaluates, and each call builds a
 * react-loadable class: about 13 ms of main thread on this machine, 50 ms on a phone, for routes the
 * reader may never open. `lazyRouteComponent` returns a stand-in with the same contract (a component
 * with `preload()`) that builds the real one the first time it is preloaded or rendered.
 */
import {createElement, type ComponentType} from 'react';
import flat from '@docusaurus/core/lib/client/flat';
import type {ChunkNames, Registry} from '@docusaurus/types';

export type RouteComponent = ComponentType<object> & {preload?: () => Promise<unknown>};

export type LazyRouteComponent = ComponentType<object> & {
  preload: () => Promise<unknown>;
  /** The functions that load the route's chunks, one per chunk name (what `preload` calls, all at once). */
  chunkLoaders: () => Array<() => Promise<unknown>>;
};

export function lazyRouteComponent(create: () => RouteComponent, chunkLoaders: () => Array<() => Promise<unknown>> = () => []): LazyRouteComponent {
  let component: RouteComponent | undefined;
  const resolve = (): RouteComponent => (component ??= create());
  const Route = (props: object) => createElement(resolve(), props);
  Route.preload = () => resolve().preload?.() ?? Promise.resolve();
  Route.chunkLoaders = chunkLoaders;
  return Route;
}

/**
 * The loaders of a route's chunks, looked up as Docusaurus' ComponentCreator does: the route's chunk names
 * flattened, each mapped to its registry loader (names without a registry entry skipped).
 */
export function routeChunkLoaders(chunkNames: ChunkNames | undefined, registry: Registry): Array<() => Promise<unknown>> {
  if (!chunkNames) return [];
  return Object.values(flat(chunkNames)).flatMap((chunkName) => registry[chunkName]?.[0] ?? []);
}
