// Ejected: every block gets a label row that holds its buttons, where the theme's layout shows a row only for a
// title and lays the buttons over the code, hidden until a mouse hovers it (so never shown on a touch screen).
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Container from '@theme/CodeBlock/Container';
import Title from '@theme/CodeBlock/Title';
import Content from '@theme/CodeBlock/Content';
import Buttons from '@theme/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Layout';
import styles from './styles.module.css';

/**
 * A code block's chrome around its tokens (./Content renders those): the label (the file name, or the language as
 * the fence names it, `text` for a fence without one), the word-wrap and copy buttons, always shown, and the edge
 * shadows that tell the code scrolls sideways.
 */
export default function CodeBlockLayout({className}: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <Container as="div" className={clsx(className, metadata.className)}>
      <div className={styles.codeBlockHeader}>
        <span className={styles.codeBlockLabel}>
          {metadata.title ? <Title>{metadata.title}</Title> : metadata.language}
        </span>
        <Buttons className={styles.codeBlockButtons} />
      </div>
      <div className={styles.codeBlockBody}>
        <Content />
      </div>
    </Container>
  );
}
