import Original from '@theme-original/DocRoot/Layout/Sidebar';
import {hydrateLater} from '@site/plugins/lean-client/client/HydrateLater';

/**
 * Hydrates in a task of its own after the page's first pass (plugins/lean-client/client/HydrateLater), even out of view:
 * on phones the sidebar is hidden, yet hydrating it is what fills the navbar's menu with the docs.
 */
export default hydrateLater(Original, 'doc-sidebar', {eager: true});
