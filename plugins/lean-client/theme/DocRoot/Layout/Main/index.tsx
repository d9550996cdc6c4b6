import Init from '@theme-init/DocRoot/Layout/Main';
import {hydrateLater} from '../../../../client/HydrateLater/index.tsx';

/** A doc's column (content, footer, paginator), hydrated in a task of its own after the page's first pass. */
export default hydrateLater(Init, 'doc-main');
