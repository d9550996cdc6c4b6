import {Fragment, type ReactNode} from 'react';
import {nameBreaks} from '../../client/display.ts';
import styles from './styles.module.css';

interface Props {
  name: string;
  /** The characters a line may break after; default `.` and `[`. */
  breakAfter?: string;
}

/**
 * A parameter name as code that wraps only after a `.` or `[` (a `<wbr>` there, no break anywhere else), so a
 * long filter name breaks between its parts, never inside a word. Copying it gives the name unchanged.
 */
export default function ParameterName({name, breakAfter}: Props): ReactNode {
  const pieces = nameBreaks(name, breakAfter);
  return (
    <code className={styles.parameterName}>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </code>
  );
}
