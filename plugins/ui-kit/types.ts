import type {ReactNode} from 'react';

/** The value of one control in the props panel. */
export type ControlValue = string | number | boolean;
export type PlaygroundValues = Record<string, ControlValue>;

interface ControlBase<T extends ControlValue> {
  /**
   * The FastStore 1.x prop the control sets, as the panel shows it: a prop of the demo's component (`disabled`;
   * `children` sets the element's children), a field of an object prop (`transition.duration`), or a prop of another
   * 1.x component inside the demo (`Price.value`). The docs tests hold it to that component's Props table.
   */
  name: string;
  /** Value the demo starts with (and the server renders). */
  default: T;
  /** The prop's 1.x default: the code leaves the prop out while it has this value. */
  implicit?: T;
  /** A native HTML attribute the 1.x component passes to its element, named in its Props table's native row. */
  native?: boolean;
}

/** One entry of a component's prop spec; the panel picks the control from `type`. */
export type PropControl =
  | (ControlBase<boolean> & {type: 'boolean'})
  /** `''` among the options stands for the prop left out. */
  | (ControlBase<string> & {type: 'enum'; options: readonly string[]})
  /** The panel refuses a number outside `min`–`max` or off the `step` grid counted from `min`. */
  | (ControlBase<number> & {type: 'number'; min: number; max: number; step?: number})
  | (ControlBase<string> & {type: 'string'});

export type UiLevel = 'atoms' | 'molecules' | 'organisms';

/** What the Playground and the gallery need to show one component. */
export interface PlaygroundSpec {
  /** Component name in @faststore/ui 1.x, also the key of the registry. */
  name: string;
  level: UiLevel;
  /** Route of the reference page. */
  page: string;
  controls: readonly PropControl[];
  /** The live component for the current values. */
  render: (values: PlaygroundValues) => ReactNode;
  /** A module that renders the component with the current values; default the controls as props of `<name>`. */
  code?: (values: PlaygroundValues) => string;
  /** What the portal's component leaves out of the 1.x props, said under the demo (in the reader's language); default nothing. */
  differs?: () => string;
  /** Why the props do not take these values together (a range's start past its end), in the reader's language, or null when they do. */
  refuse?: (values: PlaygroundValues) => string | null;
}

/** The 1.x component and prop a control sets (`Price.value` → Price's `value`; `min.absolute` → `min`). */
export function controlTarget(spec: PlaygroundSpec, control: PropControl): {component: string; prop: string} {
  const [first, second] = control.name.split('.');
  if (/^[A-Z]/.test(first) && second) return {component: first, prop: second};
  return {component: spec.name, prop: first};
}

/** The default values of a spec's controls. */
export function defaultValues(spec: PlaygroundSpec): PlaygroundValues {
  return Object.fromEntries(spec.controls.map((control) => [control.name, control.default]));
}
