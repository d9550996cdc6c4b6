import Init from '@theme-init/DocItem/Paginator';
import {hydrateLater} from '../../../client/HydrateLater/index.tsx';

/** The theme's previous/next links under a doc, hydrated in a task of its own after the page's first pass. */
export default hydrateLater(Init, 'doc-paginator');
