import type {ReactNode} from 'react';

interface Props {
  /** Description text from the API description; `backticks` become code. */
  children?: string;
}

/** The inline Markdown the description uses (code spans only), without a Markdown parser in the page bundle. */
export default function Text({children = ''}: Props): ReactNode {
  return children.split(/(`[^`]+`)/).map((part, index) =>
    part.startsWith('`') && part.endsWith('`') && part.length > 1 ? <code key={index}>{part.slice(1, -1)}</code> : part,
  );
}
