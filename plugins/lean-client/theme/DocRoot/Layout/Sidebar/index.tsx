import Init from '@theme-init/DocRoot/Layout/Sidebar';
import {hydrateLater} from '../../../../client/HydrateLater/index.tsx';

/** The docs sidebar, hydrated in a task of its own after the page's first pass, even out of view: on phones it is hidden, yet hydrating it is what fills the navbar's menu with the docs. */
export default hydrateLater(Init, 'doc-sidebar', {eager: true});
