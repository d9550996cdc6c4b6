import React, {type ComponentProps} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = ComponentProps<'table'>;

/**
 * A Markdown table in a box that scrolls sideways on its own when the table is wider than the page (reflow,
 * WCAG 1.4.10). The box is a named region in the tab order, so a keyboard can scroll it too.
 */
export default function ScrollTable(props: Props) {
  return (
    <div
      className={styles.scrollTable}
      role="region"
      aria-label={translate({id: 'site.ScrollTable.label', message: 'Table, scrolls sideways', description: "The name of a table's scrolling box"})}
      tabIndex={0}>
      <table {...props} />
    </div>
  );
}
