import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {checkedAgainst} from '@site/common/faststoreSource.ts';
import styles from './styles.module.css';

type Props = {
  /** The doc's front matter; pages without `faststore_source` show nothing. */
  frontMatter: Readonly<Record<string, unknown>>;
};

/** "Checked against FastStore 1.12.0", linking to the source tree the page was verified with. */
export default function CheckedAgainst({frontMatter}: Props): ReactNode {
  const checked = checkedAgainst(frontMatter);
  if (!checked) return null;
  return (
    <p className={styles.checkedAgainst} data-checked-against={checked.tag}>
      <Translate
        id="site.CheckedAgainst.text"
        description="Under a doc: the FastStore release it was verified with; release is a link such as FastStore 1.12.0"
        values={{
          release: <a href={checked.url}>FastStore {checked.version}</a>,
        }}>
        {'Checked against {release}'}
      </Translate>
    </p>
  );
}
