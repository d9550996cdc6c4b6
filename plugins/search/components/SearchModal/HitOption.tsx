import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {withBase} from '@site/common/basePath.ts';
import {excerpt} from '@site/common/search/highlight.ts';
import type {PageHit} from '@site/common/search/rank.ts';
import {hitKindName} from '../../client/kindNames.ts';
import {useSectionHits} from '../../client/useSearch.ts';
import Highlighted from '../Highlighted/index.tsx';
import styles from './styles.module.css';

interface Props {
  hit: PageHit;
  id: string;
  active: boolean;
  textBase: string | undefined;
  onChoose: (url: string) => void;
}

/** One hit: its page's title and kind as the group's heading, and its best matching section as the option. */
export default function HitOption({hit, id, active, textBase, onChoose}: Props) {
  const best = useSectionHits(hit, textBase)?.[0];
  const url = best?.anchor ? `${hit.url}#${best.anchor}` : hit.url;
  const {baseUrl} = useDocusaurusContext().siteConfig;
  return (
    <div role="group" aria-labelledby={`${id}-title`} className={styles.searchGroup}>
      {/* The title is one item of the row, so a highlighted word never breaks it apart. */}
      <div id={`${id}-title`} className={styles.searchGroupTitle}>
        <span className={styles.searchGroupName}>
          <Highlighted text={hit.title} terms={hit.terms} />
        </span>
        <span className={styles.searchKind}>{hitKindName(hit.kind, hit.tag)}</span>
      </div>
      <a
        id={id}
        role="option"
        aria-selected={active}
        href={withBase(baseUrl, url)}
        data-url={url}
        tabIndex={-1}
        className={active ? `${styles.searchOption} ${styles.searchOptionActive}` : styles.searchOption}
        onClick={(event) => {
          event.preventDefault();
          onChoose(url);
        }}>
        <span className={styles.searchHeading}>
          <Highlighted text={best?.heading || hit.title} terms={hit.terms} />
        </span>
        {best ? (
          <span className={styles.searchExcerpt}>
            <Highlighted text={excerpt(best.text, hit.terms, 120)} terms={hit.terms} />
          </span>
        ) : null}
      </a>
    </div>
  );
}
