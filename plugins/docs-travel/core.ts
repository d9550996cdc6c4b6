/**
 * The pure part of docs that travel, named `#docs-travel/core` for code outside the feature (the end-to-end
 * checks of twins and cards): where a page's twin and social card live, a twin's first heading, a PNG's size.
 */
export {socialCardPath, twinPath} from './paths.ts';
export {firstHeading} from './markdown.ts';
export {pngSize} from './png.ts';
