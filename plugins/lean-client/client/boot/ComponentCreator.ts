/**
 * Browser build's `@docusaurus/ComponentCreator` (aliased by plugins/lean-client): Docusaurus' own,
 * called the first time a route is preloaded or rendered instead of for every route at start-up. It also
 * exposes the route's chunk loaders, so start-up (./stagedEntry.ts) can request the chunks a few per task.
 */
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import {lazyRouteComponent, routeChunkLoaders, type LazyRouteComponent, type RouteComponent} from './lazyRouteComponent.ts';

export default function lazyComponentCreator(path: string, hash: string): LazyRouteComponent {
  return lazyRouteComponent(
    () => ComponentCreator(path, hash) as RouteComponent,
    () => routeChunkLoaders(routesChunkNames[`${path}-${hash}`], registry),
  );
}
