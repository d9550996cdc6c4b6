// @types/react-dom is not installed; the dialog needs only createPortal, typed as React 19 defines it.
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';

  export function createPortal(children: ReactNode, container: Element | DocumentFragment, key?: string | null): ReactPortal;
}
