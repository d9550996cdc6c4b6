import React, {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import SyncHighlightedCode from '@site/src/lib/codeHighlight/sync.ts';
import styles from './styles.module.css';

// Prism and its languages, fetched the first time code appears that the server did not highlight.
const LazyHighlightedCode = lazy(() => import('@site/src/lib/codeHighlight/HighlightedCode.tsx'));

/** Lines as plain text, the same structure the highlighter produces, shown until it has loaded. */
function PlainLines({code}: {code: string}): ReactNode {
  return code.split('\n').map((text, index) => (
    <span key={index} className={clsx('token-line', styles.plainLine)}>
      <span className="token plain">{text}</span>
      <br />
    </span>
  ));
}

/**
 * Highlighted HTML the server sent, per code block, captured when the page hydrates. Once hydrated, a block
 * renders again with the browser's values (`useIsBrowser()` turns true), and a block can mount again with
 * the same code; with this copy both show the same tokens without Prism in the browser.
 */
const serverHtml = new Map<string, string>();

/**
 * The theme's code block content with the highlighting moved out of the browser bundle. The server renders
 * the tokens; in the browser a block that came with the page keeps the server's HTML, and a block the server
 * did not render (client navigation, or code the reader changes, as in a playground) shows plain lines and
 * then the tokens once the highlighter chunk arrives.
 */
export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap: {codeBlockRef}} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const isBrowser = useIsBrowser();
  const showLineNumbers = lineNumbersStart !== undefined;
  const key = JSON.stringify([language, lineNumbersStart, lineClassNames, code]);
  const saved = serverHtml.get(key);
  // Hydrating: the server's tokens are in the DOM; keep them and remember them.
  const hydrating = SyncHighlightedCode === null && !isBrowser;
  const codeProps = {
    className: clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering),
    style: showLineNumbers ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined,
  };

  let content: ReactNode;
  if (hydrating) {
    content = (
      <code
        {...codeProps}
        ref={(element) => {
          if (element?.innerHTML) serverHtml.set(key, element.innerHTML);
        }}
        dangerouslySetInnerHTML={{__html: ''}}
        suppressHydrationWarning
      />
    );
  } else if (saved !== undefined) {
    content = <code {...codeProps} dangerouslySetInnerHTML={{__html: saved}} />;
  } else {
    const highlighterProps = {code, language, lineClassNames, showLineNumbers};
    content = (
      <code {...codeProps}>
        {SyncHighlightedCode ? (
          <SyncHighlightedCode {...highlighterProps} />
        ) : (
          // Unhighlighted lines until the highlighter arrives.
          <Suspense fallback={<PlainLines code={code} />}>
            <LazyHighlightedCode {...highlighterProps} />
          </Suspense>
        )}
      </code>
    );
  }

  return (
    <pre
      ref={codeBlockRef}
      // The code scrolls sideways: keyboard users reach it with Tab (the theme does the same).
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
      {content}
    </pre>
  );
}
