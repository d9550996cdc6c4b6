/**
 * The code panel's text: a module that renders the component with the current values. Kept apart from types.ts,
 * which every doc page's first load carries (the gallery and the playground shell), so this and the JSX writer
 * load only with a live demo.
 */
import {exampleModule, jsxString, jsxText, type JsxValue} from './logic/jsxString.ts';
import type {PlaygroundSpec, PlaygroundValues} from './types.ts';

/** The props that differ from the component's own defaults, in spec order (an empty enum value leaves the prop out). */
export function changedProps(spec: PlaygroundSpec, values: PlaygroundValues): Array<[string, JsxValue]> {
  return spec.controls
    .filter((control) => control.name !== 'children' && values[control.name] !== control.implicit && !(control.type === 'enum' && values[control.name] === ''))
    .map((control) => [control.name, values[control.name]]);
}

/** The code panel text for `values`: a module that renders the component with them. */
export function codeFor(spec: PlaygroundSpec, values: PlaygroundValues): string {
  if (spec.code) return spec.code(values);
  const children = spec.controls.some((control) => control.name === 'children') ? jsxText(String(values.children)) : undefined;
  return exampleModule({name: spec.name, ui: [spec.name], jsx: jsxString(spec.name, changedProps(spec, values), children)});
}
