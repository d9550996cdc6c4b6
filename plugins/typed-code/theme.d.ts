// The components this feature's theme path provides, typed for the site's code highlighter that renders them.
declare module '@theme/TypedCode' {
  export {default} from '@site/plugins/typed-code/theme/TypedCode/index.tsx';
}
declare module '@theme/TypedCode/TypedRuns' {
  export {default, type TypedLine} from '@site/plugins/typed-code/theme/TypedCode/TypedRuns.tsx';
}
declare module '@theme/TypedCode/useTypedLines' {
  export {default} from '@site/plugins/typed-code/theme/TypedCode/useTypedLines.ts';
}
