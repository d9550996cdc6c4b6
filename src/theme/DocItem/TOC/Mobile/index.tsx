import type {ReactNode} from 'react';

/**
 * The collapsed "On this page" of phones and tablets. The theme's layout puts it between the breadcrumbs and the
 * title, which pushed a phone's title below its first 200 px; DocItem/Content renders the theme's own under the
 * title instead, and the layout's slot stays empty.
 */
export default function DocItemTOCMobileWrapper(): ReactNode {
  return null;
}
