/**
 * The playground tells the truth about @faststore/ui 1.x, checked with TypeScript against the published package
 * (FASTSTORE_UI_VERSION, installed for the check only): every demo's code compiles at each control's default and
 * extreme values, and every component the demos render takes exactly the props of its 1.x namesake.
 */
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {playgroundSpecs} from '../registry.ts';
import * as standIns from '../standIns.ts';
import {codeFor} from '../code.ts';
import {defaultValues, type PlaygroundSpec, type PlaygroundValues, type PropControl} from '../types.ts';
import {faststoreUiInstall} from './faststoreUiPackage.ts';
import {typeCheck, type Diagnostic} from './typeCheck.ts';

/** A string a reader may type that the code must still carry: quotes, braces, a tag, an entity, a backslash. */
const awkward = `Say "hi" {now} <b>&amp; \\ it's`;

function extremes(control: PropControl): Array<string | number | boolean> {
  switch (control.type) {
    case 'boolean':
      return [!control.default];
    case 'enum':
      return control.options.filter((option) => option !== control.default);
    case 'number':
      return [control.min, control.max];
    case 'string':
      return ['', awkward];
  }
}

/** The values a demo's code is checked at: its defaults, then each control alone at each of its extremes. */
export function checkedValues(spec: PlaygroundSpec): Array<{label: string; values: PlaygroundValues}> {
  const defaults = defaultValues(spec);
  const changed = spec.controls.flatMap((control) =>
    extremes(control).map((value) => ({label: `${control.name} = ${JSON.stringify(value)}`, values: {...defaults, [control.name]: value}})),
  );
  // The panel refuses a combination the props do not take, so no reader reaches its code.
  return [{label: 'the defaults', values: defaults}, ...changed.filter(({values}) => !spec.refuse?.(values))];
}

/**
 * 1.x props a stand-in leaves out, with the reason: the react-swipeable settings the 1.x Carousel passes on to its
 * swipe handler (the portal's carousel swipes on its own and takes none).
 */
const leftOut: Record<string, string> = {Carousel: "keyof import('react-swipeable').SwipeableProps"};

/** Components whose props depend on the element they render, compared as the element they render by default. */
const rendersAs: Record<string, string> = {Link: "'a'", AccordionItem: "'div'"};

const standInModule = path.join(__dirname, '../standIns');

/** The preamble of the props check: `None<Problems<A, B>>` fails to compile, naming each prop, unless A and B match. */
const propsCheckPreamble = [
  "import type { ComponentProps, JSXElementConstructor } from 'react'",
  "import type * as Fs from '@faststore/ui'",
  `import type * as Kit from ${JSON.stringify(standInModule)}`,
  "type Props<C extends JSXElementConstructor<any>> = Omit<ComponentProps<C>, 'key'>",
  'type Mismatch<A, B> = { [K in keyof A & keyof B]-?: [A[K]] extends [B[K]] ? ([B[K]] extends [A[K]] ? never : K) : K }[keyof A & keyof B]',
  'type Problems<A, B> =',
  '  | (0 extends 1 & A ? "the stand-in\'s props are any" : never)',
  '  | (0 extends 1 & B ? "1.x\'s props are any" : never)',
  '  | `${Exclude<keyof A, keyof B> & string}: the stand-in takes it, 1.x does not`',
  '  | `${Exclude<keyof B, keyof A> & string}: 1.x takes it, the stand-in does not`',
  '  | `${Mismatch<A, B> & string}: the types differ`',
  'type None<T extends never> = T',
  // The check checks itself: a prop only one side has must fail it.
  'export type SelfTest = None<Problems<{ testId?: string; variant?: string }, { testId?: string }>>',
];

function propsCheck(names: string[]): string {
  const lines = names.map((name) => {
    const as = rendersAs[name] ? `<${rendersAs[name]}>` : '';
    const published = `Props<typeof Fs.${name}${as}>`;
    return `export type ${name} = None<Problems<Props<typeof Kit.${name}${as}>, ${leftOut[name] ? `Omit<${published}, ${leftOut[name]}>` : published}>>`;
  });
  return [...propsCheckPreamble, ...lines].join('\n') + '\n';
}

const cases = playgroundSpecs.flatMap((spec) => checkedValues(spec).map(({label, values}) => ({spec, label, code: codeFor(spec, values)})));
const files = Object.fromEntries(cases.map((entry, index) => [`${entry.spec.name}-${index}.tsx`, entry.code]));
const names = Object.keys(standIns).sort();
let diagnostics: Diagnostic[] = [];

describe(`the playground against the published @faststore/ui`, () => {
  beforeAll(() => {
    diagnostics = typeCheck(faststoreUiInstall(), {...files, 'standIns.check.ts': propsCheck(names)});
  }, 600_000);

  it('checks every demo at its defaults and at every control but the ones the panel refuses', () => {
    for (const spec of playgroundSpecs) expect(cases.filter((entry) => entry.spec === spec).length, spec.name).toBeGreaterThan(spec.controls.length);
  });

  it.each(playgroundSpecs.map((spec) => [spec.name, spec] as const))('the %s demo code compiles at each control default and extreme', (_name, spec) => {
    const problems = cases.flatMap((entry, index) =>
      entry.spec !== spec
        ? []
        : diagnostics
            .filter((diagnostic) => diagnostic.file === `${spec.name}-${index}.tsx`)
            .map((diagnostic) => `with ${entry.label}, line ${diagnostic.line}: ${diagnostic.message}\n${entry.code}`),
    );
    expect(problems).toEqual([]);
  });

  it('every demo renders a stand-in of its component, and says under the demo what it leaves out', () => {
    expect(playgroundSpecs.map((spec) => spec.name).filter((name) => !names.includes(name))).toEqual([]);
    for (const spec of playgroundSpecs) expect(Boolean(spec.differs), `${spec.name}: differs`).toBe(spec.name in leftOut);
  });

  const checkLine = (line: number) => diagnostics.filter((diagnostic) => diagnostic.file === 'standIns.check.ts' && diagnostic.line === line).map((diagnostic) => diagnostic.message);

  it.each(names)('the stand-in %s takes exactly the props of its 1.x namesake', (name) => {
    expect(checkLine(propsCheckPreamble.length + 1 + names.indexOf(name))).toEqual([]);
  });

  it('the props check compiles and fails on a prop only one side has', () => {
    const selfTest = propsCheckPreamble.length;
    const preamble = Array.from({length: selfTest - 1}, (_, index) => checkLine(index + 1)).flat();
    expect(preamble).toEqual([]);
    expect(checkLine(selfTest).join('\n')).toContain('"variant: the stand-in takes it, 1.x does not"');
  });
});
