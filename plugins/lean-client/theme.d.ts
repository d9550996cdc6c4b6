// The components this feature's theme path provides, typed for the site's code that renders them.
declare module '@theme/HydrateLater' {
  export {default, hydrateLater, type HydrateLaterOptions} from '@site/plugins/lean-client/theme/HydrateLater/index.tsx';
}
