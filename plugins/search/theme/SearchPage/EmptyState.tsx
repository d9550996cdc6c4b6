import {useState} from 'react';
import {translate} from '@docusaurus/Translate';
import MainSections from '../../components/MainSections/index.tsx';
import {readRecent} from '../../client/recent.ts';
import styles from './styles.module.css';

/** No query yet: the reader's recent searches, kept in this browser only, and where to start. */
export default function EmptyState({onSearch}: {onSearch: (query: string) => void}) {
  const [recent] = useState(readRecent);
  return (
    <>
      <p>{translate({id: 'search.page.empty', message: 'Type a word, an API name such as validateCart, or a question.'})}</p>
      {recent.length > 0 ? (
        <>
          <h2 className={styles.searchPageSubheading}>{translate({id: 'search.modal.recent', message: 'Recent searches'})}</h2>
          <ul className={styles.searchPageLinks}>
            {recent.map((item) => (
              <li key={item}>
                <button type="button" className={styles.searchPageLinkButton} onClick={() => onSearch(item)}>
                  {item}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <MainSections />
    </>
  );
}

