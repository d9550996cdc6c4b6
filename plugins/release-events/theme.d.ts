// The component this feature's theme path provides, typed for the home page that renders it.
declare module '@theme/LatestReleases' {
  export {default} from '@site/plugins/release-events/theme/LatestReleases/index.tsx';
}
