import Init from '@theme-init/Navbar';
import {hydrateLater} from '../../client/HydrateLater/index.tsx';

/** The theme's navbar, hydrated in a task of its own after the page's first pass. */
export default hydrateLater(Init, 'navbar');
