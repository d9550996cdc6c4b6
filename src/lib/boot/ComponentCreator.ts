/**
 * Browser build's `@docusaurus/ComponentCreator` (aliased by plugins/lean-client): Docusaurus' own,
 * called the first time a route is preloaded or rendered instead of for every route at start-up. It also
 * exposes the route's chunk loaders, so start-up (./stagedEntry.ts) can request the chunks a few per task.
 */
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';
import flat from '@docusaurus/core/lib/client/flat';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import {lazyRouteComponent, type LazyRouteComponent, type RouteComponent} from './lazyRouteComponent';

/** The loaders of a route's chunks, as ComponentCreator looks them up (names without a registry entry skipped). */
export function routeChunkLoaders(path: string, hash: string): Array<() => Promise<unknown>> {
  const chunkNames = routesChunkNames[`${path}-${hash}`];
  if (!chunkNames) return [];
  return Object.values(flat(chunkNames)).flatMap((chunkName) => registry[chunkName]?.[0] ?? []);
}

export default function lazyComponentCreator(path: string, hash: string): LazyRouteComponent {
  return lazyRouteComponent(
    () => ComponentCreator(path, hash) as RouteComponent,
    () => routeChunkLoaders(path, hash),
  );
}
