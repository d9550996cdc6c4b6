/**
 * The browser's entry point (plugins/lean-client swaps it in for Docusaurus' `clientEntry`): the same
 * modules, evaluated in the same order, but spread over several tasks instead of one.
 *
 * Evaluating the main bundle was the page's longest task after first paint: about 85 ms on this machine,
 * 350 ms on a phone, with nothing for the reader to do until it ends. Here each stage requires the next
 * modules in the exact order the ES module graph would evaluate them (clientEntry's imports, then App's),
 * and yields to the browser between stages, so input and paint can run in between. The order is what keeps
 * this safe: every module still runs once, after its imports, and the CSS extracted at build time keeps its
 * order (the bundler ranks CSS by first visit, which the same order preserves).
 *
 * The route's chunks start loading as soon as the route table exists, as clientEntry's `preload` would
 * start them, so their download overlaps the remaining stages; clientEntry's own `preload` then finds them
 * in flight (a loadable component loads once). A chunk that fails is clientEntry's to report: its `preload`
 * meets the same failure.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a module runs at its `require`, which is the point */
import {pathnames} from './pathnames';
import {runStages} from './stages';

interface RouteConfig {
  component?: {preload?: () => Promise<unknown>};
}

const routeChunks: Array<Promise<unknown>> = [];

runStages([
  () => require('react'),
  () => require('react-dom/client'),
  () => require('react-helmet-async'),
  () => require('react-router-dom'),
  () => require('@generated/docusaurus.config'),
  () => require('@docusaurus/core/lib/client/exports/ExecutionEnvironment'),
  // App's imports, in App's order.
  () => require('@generated/client-modules'),
  () => require('@generated/routes'),
  // What clientEntry's `preload` does, in steps: match the URL, then start each matched route's chunks.
  (then) => {
    const routes = (require('@generated/routes') as {default: RouteConfig[]}).default;
    const {matchRoutes} = require('react-router-config') as {matchRoutes: (routes: RouteConfig[], pathname: string) => Array<{route: RouteConfig}>};
    const matched = pathnames(window.location.pathname).flatMap((pathname) => matchRoutes(routes, pathname));
    then(...matched.map(({route}) => () => void routeChunks.push(route.component?.preload?.() ?? Promise.resolve())));
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
  () => require('@docusaurus/core/lib/client/App'),
  // clientEntry renders once the route's chunks are in, inside whichever task brings the last one; waiting
  // here first gives that first render a task of its own.
  () => Promise.allSettled(routeChunks),
  () => require('@docusaurus/core/lib/client/clientEntry'),
]);
