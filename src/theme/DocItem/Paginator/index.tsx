import Original from '@theme-original/DocItem/Paginator';
import {hydrateLater} from '@site/plugins/lean-client/client/HydrateLater';

/** Hydrates in a task of its own after the page's first pass (plugins/lean-client/client/HydrateLater). */
export default hydrateLater(Original, 'doc-paginator');
