// Ejected: the theme renders each line as a <div> inside <code>, which HTML does not allow; a line is a block <span>.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props as ThemeProps} from '@theme/CodeBlock/Line';
import TypedRuns, {type TypedLine} from '@theme/TypedCode/TypedRuns';
import styles from './styles.module.css';

/** A checked FastStore example's line also gets its type popups (plugins/typed-code). */
type Props = ThemeProps & {typed?: TypedLine};

/** A line holding only its line break renders empty: the <br> below already ends it. */
function withoutLoneBreak(line: Props['line']): Props['line'] {
  const only = line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined;
  return only ? [{...only, content: ''}] : line;
}

export default function CodeBlockLine({line: lineProp, classNames, showLineNumbers, getLineProps, getTokenProps, typed}: Props): ReactNode {
  const line = withoutLoneBreak(lineProp);
  const lineProps = getLineProps({line, className: clsx(styles.line, classNames, showLineNumbers && styles.codeLine)});
  const renderToken = (token: Props['line'][number], key: number) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  };
  const tokens = typed ? <TypedRuns line={line} typed={typed} renderToken={renderToken} /> : line.map(renderToken);
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
