import Init from '@theme-init/Footer';
import {hydrateLater} from '../../client/HydrateLater/index.tsx';

/** The theme's footer, hydrated in a task of its own after the page's first pass. */
export default hydrateLater(Init, 'footer');
