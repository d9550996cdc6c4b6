import type {ReactNode} from 'react';
import {jsxString, type JsxValue} from './logic/jsxString';

/** The value of one control in the props panel. */
export type ControlValue = string | number | boolean;
export type PlaygroundValues = Record<string, ControlValue>;

interface ControlBase<T extends ControlValue> {
  /** Prop name, as written in the code panel. */
  name: string;
  /** Value the demo starts with (and the server renders). */
  default: T;
  /** The component's own default: the code panel leaves the prop out while it has this value. */
  implicit?: T;
  /** Shown in the panel only: the value is rendered as the element's children. */
  asChildren?: boolean;
  /**
   * What the control is on the FastStore 1.x component the page documents (default: a 1.x prop named `name`).
   * The docs tests hold each page's Props table to it (plugins/ui-kit/__tests__/propsTables.test.tsx).
   */
  in1x?: ControlIn1x;
}

/**
 * - `{prop}`: the control sets the 1.x prop `prop` (children for an `asChildren` control, `min` for a slider's lowest
 *   value); the table must list that prop.
 * - `'native'`: a native HTML attribute the 1.x component passes to its element; the table's native-attributes row
 *   covers it.
 * - `'portal'`: the portal's demo kit only, no 1.x prop (a kit prop such as a Button `variant`, or demo scaffolding
 *   such as a fieldset legend). The table must not list it; the Playground names it under the demo.
 */
export type ControlIn1x = {prop: string} | 'native' | 'portal';

/** One entry of a component's prop spec; the panel picks the control from `type`. */
export type PropControl =
  | (ControlBase<boolean> & {type: 'boolean'})
  | (ControlBase<string> & {type: 'enum'; options: readonly string[]})
  | (ControlBase<number> & {type: 'number'; min?: number; max?: number; step?: number})
  | (ControlBase<string> & {type: 'string'});

export type UiLevel = 'atoms' | 'molecules' | 'organisms';

/** What the Playground and the gallery need to show one component. */
export interface PlaygroundSpec {
  /** Component name, also the key of the registry. */
  name: string;
  level: UiLevel;
  /** Route of the reference page. */
  page: string;
  controls: readonly PropControl[];
  /** The live component for the current values. */
  render: (values: PlaygroundValues) => ReactNode;
  /** Source for the current values; default: the controls as attributes of `<name>`. */
  code?: (values: PlaygroundValues) => string;
}

/** The controls that have no FastStore 1.x prop behind them. */
export function portalOnlyControls(spec: PlaygroundSpec): PropControl[] {
  return spec.controls.filter((control) => control.in1x === 'portal');
}

/** The default values of a spec's controls. */
export function defaultValues(spec: PlaygroundSpec): PlaygroundValues {
  return Object.fromEntries(spec.controls.map((control) => [control.name, control.default]));
}

/** The attributes that differ from the component's own defaults, in spec order. */
export function changedProps(spec: PlaygroundSpec, values: PlaygroundValues): Array<[string, JsxValue]> {
  return spec.controls
    .filter((control) => !control.asChildren && values[control.name] !== control.implicit)
    .map((control) => [control.name, values[control.name]]);
}

/** The code panel text for `values`. */
export function codeFor(spec: PlaygroundSpec, values: PlaygroundValues): string {
  if (spec.code) return spec.code(values);
  const children = spec.controls.find((control) => control.asChildren);
  return jsxString(spec.name, changedProps(spec, values), children ? String(values[children.name]) : undefined);
}
