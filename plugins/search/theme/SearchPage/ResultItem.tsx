import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {excerpt} from '@site/common/search/highlight.ts';
import type {PageHit, SectionHit} from '@site/common/search/rank.ts';
import {hitKindName} from '../../client/kindNames.ts';
import Highlighted from '../../components/Highlighted/index.tsx';
import styles from './styles.module.css';

interface Props {
  hit: PageHit;
  /** The hit's matching sections, best first. */
  sections: SectionHit[];
}

/** How many other matching sections a hit links to under its excerpt. */
const otherSectionLinks = 3;

/**
 * One hit: title, URL, kind, the best matching section as context, and the context hit count as a reader reads
 * it: how many of the page's sections match, with links to the next best ones.
 */
export default function ResultItem({hit, sections}: Props) {
  const {selectMessage} = usePluralForm();
  const best = sections[0];
  const url = best?.anchor ? `${hit.url}#${best.anchor}` : hit.url;
  const count = sections.length;
  const others = sections.slice(1).filter((section) => section.anchor && section.heading).slice(0, otherSectionLinks);
  return (
    <li className={styles.searchResult} data-url={hit.url}>
      <h2 className={styles.searchResultTitle}>
        <Link to={url}>
          <Highlighted text={hit.title} terms={hit.terms} />
        </Link>
      </h2>
      <p className={styles.searchResultMeta}>
        <span>{hitKindName(hit.kind, hit.tag)}</span> · <code>{hit.url}</code>
        {' '}
        · <span data-hit-count={count}>{selectMessage(count, translate({id: 'search.page.sectionCount', message: 'matches in 1 section|matches in {count} sections'}, {count: String(count)}))}</span>
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
      {others.length > 0 ? (
        <p className={styles.searchResultSections}>
          {translate({id: 'search.page.alsoIn', message: 'Also on this page:'})}{' '}
          {others.map((section, index) => (
            <span key={section.anchor}>
              {index > 0 ? ' · ' : null}
              <Link to={`${hit.url}#${section.anchor}`}>{section.heading}</Link>
            </span>
          ))}
        </p>
      ) : null}
    </li>
  );
}
