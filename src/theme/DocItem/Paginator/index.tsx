import Original from '@theme-original/DocItem/Paginator';
import {hydrateLater} from '@site/src/components/HydrateLater';

/** Hydrates in a task of its own after the page's first pass (src/components/HydrateLater). */
export default hydrateLater(Original, 'doc-paginator');
