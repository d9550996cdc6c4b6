import type {ReactNode} from 'react';

interface Props {
  className?: string;
  /** What the server renders; none in the browser's production build (./serverParts.ts). */
  children?: ReactNode;
}

/**
 * Content with nothing to do in the browser (prose, parameter lists, schemas): the server renders it, and the
 * browser keeps that HTML as it is and never renders it again, so neither its code nor its data is in the page's
 * JavaScript and hydrating skips its elements. The API reference always arrives from the server
 * (client/fullLoadModule.ts), so there is always server HTML to keep.
 */
export default function ServerHtml({className, children}: Props): ReactNode {
  if (children) return <div className={className}>{children}</div>;
  return <div className={className} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
}
