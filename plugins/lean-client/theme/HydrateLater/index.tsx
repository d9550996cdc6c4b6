/**
 * `@theme/HydrateLater`: the speed layer's part boundary, for the site's and the features' own components. A part
 * hydrates in a task of its own after the page's first pass (../../client/HydrateLater).
 */
export {default, hydrateLater, type HydrateLaterOptions} from '../../client/HydrateLater/index.tsx';
