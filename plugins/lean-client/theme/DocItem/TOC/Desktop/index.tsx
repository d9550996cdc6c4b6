import Init from '@theme-init/DocItem/TOC/Desktop';
import {hydrateLater} from '../../../../client/HydrateLater/index.tsx';

/** The theme's table of contents beside a doc, hydrated in a task of its own after the page's first pass. */
export default hydrateLater(Init, 'doc-toc');
