import CodeBlock from '@theme/CodeBlock';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  /** The code, as the code block shows it. */
  children: string;
  language: string;
}

/** Lines an example shows before the reader asks for the rest. */
const shownLines = 12;

/**
 * A code example that shows its first lines in a box that scrolls, with a control to show it whole. The control
 * is a disclosure (summary only) that CSS reads: it works before the page's scripts run and costs no JavaScript.
 */
export default function Example({children, language}: Props): ReactNode {
  const lines = children.split('\n').length;
  if (lines <= shownLines) {
    return (
      <div className={styles.example}>
        <CodeBlock language={language}>{children}</CodeBlock>
      </div>
    );
  }
  return (
    <div className={`${styles.example} ${styles.exampleCollapsible}`}>
      <CodeBlock language={language}>{children}</CodeBlock>
      <details className={styles.exampleToggle}>
        <summary>
          <span className={styles.exampleMore}>Show all {lines} lines</span>
          <span className={styles.exampleLess}>Show the first {shownLines} lines</span>
        </summary>
      </details>
    </div>
  );
}
