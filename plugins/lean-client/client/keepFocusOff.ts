/** Stand-in for ./keepFocus.ts when focus keeping is switched off (LEAN_OFF=focusKeeping): focus is left as it falls. */
export {keepFocusMs} from './keepFocus';

export function keepFocus(): void {}
