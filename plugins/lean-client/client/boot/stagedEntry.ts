/**
 * The browser's entry point (plugins/lean-client swaps it in for Docusaurus' `clientEntry`): the same
 * modules, evaluated in the same order, but spread over several tasks instead of one.
 *
 * Evaluating the main bundle was the page's longest task after first paint, with nothing for the reader to do
 * until it ended (DESIGN.md#stagedentry). Here each stage requires the next
 * modules in the exact order the ES module graph would evaluate them (clientEntry's imports, then App's),
 * and yields to the browser between stages, so input and paint can run in between. The order is what keeps
 * this safe: every module still runs once, after its imports, and the CSS extracted at build time keeps its
 * order (the bundler ranks CSS by first visit, which the same order preserves).
 *
 * The route's chunks start loading as soon as the route table exists, as clientEntry's `preload` would
 * start them, so their download overlaps the remaining stages; clientEntry's own `preload` then finds them
 * in flight (a loadable component loads once).
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a module runs at its `require`, which is the point */
import {pathnames} from './pathnames.ts';
import {runStages} from './stages.ts';

interface RouteConfig {
  component?: {preload?: () => Promise<unknown>; chunkLoaders?: () => Array<() => Promise<unknown>>};
}

const routeChunks: Array<Promise<unknown>> = [];
/** A stage that starts a load and keeps its promise; a failure is clientEntry's to report (its `preload` meets it too). */
const track = (load: () => Promise<unknown> | undefined) => () => void routeChunks.push(Promise.resolve(load()).catch(() => undefined));

runStages([
  () => require('react'),
  () => require('react-dom/client'),
  () => require('react-helmet-async'),
  () => require('react-router-dom'),
  () => require('@generated/docusaurus.config'),
  () => require('@docusaurus/core/lib/client/exports/ExecutionEnvironment'),
  // App's imports, in App's order.
  () => require('@generated/client-modules'),
  // The route table's own imports first (the chunk map is a large JSON parse), in ComponentCreator's order.
  () => require('react-loadable'),
  () => require('@generated/routesChunkNames'),
  () => require('@generated/registry'),
  () => require('@generated/routes'),
  // What clientEntry's `preload` does, in steps: match the URL, request each matched route's chunks a few
  // per task (a release list needs a dozen, about 50 ms of script insertion on a phone in one go), then
  // let the route's loadable component take them over (each chunk loads once).
  (then) => {
    const routes = (require('@generated/routes') as {default: RouteConfig[]}).default;
    const {matchRoutes} = require('react-router-config') as {matchRoutes: (routes: RouteConfig[], pathname: string) => Array<{route: RouteConfig}>};
    const matched = pathnames(window.location.pathname).flatMap((pathname) => matchRoutes(routes, pathname));
    then(
      ...matched.flatMap(({route}) => [
        ...(route.component?.chunkLoaders?.() ?? []).map((load) => track(load)),
        track(() => route.component?.preload?.()),
      ]),
    );
  },
  () => require('@docusaurus/router'),
  () => require('@docusaurus/renderRoutes'),
  () => require('@theme/Root'),
  () => require('@theme/ThemeProvider'),
  () => require('@theme/SiteMetadata'),
  () => require('@docusaurus/core/lib/client/normalizeLocation'),
  () => require('@docusaurus/core/lib/client/browserContext'),
  () => require('@docusaurus/core/lib/client/docusaurusContext'),
  () => require('@docusaurus/core/lib/client/PendingNavigation'),
  () => require('@docusaurus/core/lib/client/BaseUrlIssueBanner'),
  () => require('@docusaurus/core/lib/client/SiteMetadataDefaults'),
  () => require('@docusaurus/ErrorBoundary'),
  () => require('@docusaurus/core/lib/client/hasHydratedDataAttribute'),
  () => require('@docusaurus/core/lib/client/App'),
  // clientEntry renders once the route's chunks are in, inside whichever task brings the last one; waiting
  // here first gives that first render a task of its own.
  () => Promise.allSettled(routeChunks),
  () => require('@docusaurus/core/lib/client/clientEntry'),
]);
