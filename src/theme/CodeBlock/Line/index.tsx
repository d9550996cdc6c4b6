// Ejected: the theme renders each line as a <div> inside <code>, which HTML does not allow; a line is a block <span>.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';
import styles from './styles.module.css';

/** A line holding only its line break renders empty: the <br> below already ends it. */
function withoutLoneBreak(line: Props['line']): Props['line'] {
  const only = line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined;
  return only ? [{...only, content: ''}] : line;
}

export default function CodeBlockLine({line: lineProp, classNames, showLineNumbers, getLineProps, getTokenProps}: Props): ReactNode {
  const line = withoutLoneBreak(lineProp);
  const lineProps = getLineProps({line, className: clsx(styles.line, classNames, showLineNumbers && styles.codeLine)});
  const tokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{tokens}</span>
        </>
      ) : (
        tokens
      )}
      {/* Keeps an empty line from collapsing. */}
      <br />
    </span>
  );
}
