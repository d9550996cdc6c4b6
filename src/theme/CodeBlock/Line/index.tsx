// Ejected: the theme renders each line as a <div> inside <code>, which HTML does not allow; a line is a block <span>.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props as ThemeProps} from '@theme/CodeBlock/Line';
import {segmentLine, type LineMark} from '@site/plugins/typed-code/core/marks';
import type {TypedCodeValue} from '@site/plugins/typed-code/theme/TypedCode/context';
import styles from './styles.module.css';
import popupStyles from '@site/plugins/typed-code/theme/TypedCode/popup.module.css';

/** A checked FastStore example's line also gets its type popups (plugins/typed-code). */
type Props = ThemeProps & {typed?: {value: TypedCodeValue; marks: LineMark[]}};

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
  const tokens = typed
    ? segmentLine(line, typed.marks).map(({tokens: run, mark}, key) => {
        if (!mark) return <React.Fragment key={key}>{run.map(renderToken)}</React.Fragment>;
        const id = `${typed.value.idPrefix}-${mark.textIndex}`;
        // The first mark of a text is the block's keyboard stop for it; the others show the same popup on hover.
        return (
          <span key={key} className={popupStyles.typed} tabIndex={mark.first ? 0 : undefined} aria-describedby={mark.first ? id : undefined}>
            {run.map(renderToken)}
            <span data-type-popup="" className={popupStyles.popup} role={mark.first ? 'tooltip' : undefined} id={mark.first ? id : undefined} aria-hidden={mark.first ? undefined : true}>
              {mark.text}
            </span>
          </span>
        );
      })
    : line.map(renderToken);
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
