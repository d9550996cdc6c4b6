import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {excerpt} from '@site/common/search/highlight';
import {kindLabel, type PageHit, type SectionHit} from '@site/common/search/rank';
import Highlighted from '../../components/Highlighted';
import styles from './styles.module.css';

interface Props {
  hit: PageHit;
  /** The hit's matching sections, best first. */
  sections: SectionHit[];
}

/** One hit: title, URL, kind, the best matching section as context and the hit count. */
export default function ResultItem({hit, sections}: Props) {
  const {selectMessage} = usePluralForm();
  const best = sections[0];
  const url = best?.anchor ? `${hit.url}#${best.anchor}` : hit.url;
  const count = sections.reduce((sum, section) => sum + section.count, 0);
  return (
    <li className={styles.searchResult} data-url={hit.url}>
      <h2 className={styles.searchResultTitle}>
        <Link to={url}>
          <Highlighted text={hit.title} terms={hit.terms} />
        </Link>
      </h2>
      <p className={styles.searchResultMeta}>
        <span>{kindLabel(hit.kind, hit.tag)}</span> · <code>{hit.url}</code>
        {' '}
        · <span data-hit-count={count}>{selectMessage(count, translate({id: 'search.page.hits', message: '1 hit|{count} hits'}, {count: String(count)}))}</span>
      </p>
      {best ? (
        <p className={styles.searchResultExcerpt}>
          {best.heading ? (
            <strong>
              <Highlighted text={best.heading} terms={hit.terms} />:{' '}
            </strong>
          ) : null}
          <Highlighted text={excerpt(best.text, hit.terms)} terms={hit.terms} />
        </p>
      ) : null}
    </li>
  );
}
