/**
 * Browser build's `@docusaurus/ComponentCreator` (aliased by plugins/lean-client): Docusaurus' own,
 * called the first time a route is preloaded or rendered instead of for every route at start-up.
 */
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';
import {lazyRouteComponent, type LazyRouteComponent, type RouteComponent} from './lazyRouteComponent';

export default function lazyComponentCreator(path: string, hash: string): LazyRouteComponent {
  return lazyRouteComponent(() => ComponentCreator(path, hash) as RouteComponent);
}
