import type {ClientModule} from '@docusaurus/types';
import type {Zoom} from 'medium-zoom';

// The product's zoom: images in doc content ('.markdown img'), scroll-close offset 40 px, margin 0,
// background rgb(255,255,255) light / rgb(50,50,50) dark, started 1000 ms after load and route change.
export const ZOOM_SELECTOR = '.markdown img';
export const ZOOM_DELAY_MS = 1000;
const ZOOM_BACKGROUND = {light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)'} as const;

let zoom: Zoom | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function background(): string {
  return document.documentElement.dataset.theme === 'dark' ? ZOOM_BACKGROUND.dark : ZOOM_BACKGROUND.light;
}

async function attach(): Promise<void> {
  const images = document.querySelectorAll<HTMLImageElement>(ZOOM_SELECTOR);
  if (images.length === 0) {
    zoom?.detach();
    return;
  }
  // medium-zoom is fetched only on pages that have content images.
  const {default: mediumZoom} = await import('medium-zoom');
  if (!zoom) {
    zoom = mediumZoom({margin: 0, scrollOffset: 40, background: background()});
    // The colour mode can change after attaching: pick the backdrop at open time (one listener for every page).
    zoom.on('open', () => zoom?.update({background: background()}));
  }
  zoom.detach();
  zoom.attach(...Array.from(images));
}

const imageZoom: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname === previousLocation.pathname) return;
    clearTimeout(timer);
    timer = setTimeout(() => void attach(), ZOOM_DELAY_MS);
  },
};

export default imageZoom;
