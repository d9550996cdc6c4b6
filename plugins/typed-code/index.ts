/**
 * The FastStore examples checked and typed. The remark step (./remark.ts, which the docs plugin runs) wraps each
 * passing example in `<TypedCode>`; this plugin gives the site that component and what the code highlighter renders
 * the popups with, through its theme path: `@theme/TypedCode`, `@theme/TypedCode/TypedRuns` and
 * `@theme/TypedCode/useTypedLines`.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export {default as remarkTypedCode} from './remark.ts';

export default function typedCodePlugin(): Plugin {
  return {name: 'typed-code', getThemePath: () => path.join(__dirname, 'theme')};
}
