import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {docUpdates, latestDocUpdates, type DocUpdate} from '@site/src/data/docUpdates.ts';
import styles from './styles.module.css';
import {plainDateFormat} from '@site/common/dates.ts';

// The home page shows at most six doc updates, newest first.
const shownUpdates = 6;

const longDate: Intl.DateTimeFormatOptions = {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'};

/** An update's kind as its badge says it. */
function typeLabel(type: DocUpdate['type']): string {
  switch (type) {
    case 'Added':
      return translate({id: 'site.home.whatsNew.added', message: 'Added', description: 'The badge of a docs update that adds pages'});
    case 'Improved':
      return translate({id: 'site.home.whatsNew.improved', message: 'Improved', description: 'The badge of a docs update that improves pages'});
    case 'Fixed':
      return translate({id: 'site.home.whatsNew.fixed', message: 'Fixed', description: 'The badge of a docs update that fixes pages'});
  }
}

export default function HomeWhatsNew() {
  const updates = latestDocUpdates(docUpdates, shownUpdates);
  const {i18n: {currentLocale}} = useDocusaurusContext();
  // English dates are written without Intl, as the rest of the site writes them (common/dates.ts says why).
  const dateFormat = plainDateFormat(currentLocale, 'gregory', longDate) ?? new Intl.DateTimeFormat(currentLocale, longDate);
  return (
    <section className="container margin-vert--xl" aria-labelledby="home-whats-new">
      <h2 id="home-whats-new">
        <Translate id="site.home.whatsNew">{"What's new in the docs"}</Translate>
      </h2>
      <ol className={styles.whatsNewList}>
        {updates.map((update) => (
          <li key={`${update.date}-${update.path}-${update.category}`} className={styles.whatsNewItem} data-testid="doc-update">
            <p className={styles.whatsNewMeta}>
              <span className={styles.whatsNewType} data-type={update.type}>
                {typeLabel(update.type)}
              </span>{' '}
              <time dateTime={update.date}>{dateFormat.format(new Date(update.date))}</time>
            </p>
            <h3 className={styles.whatsNewTitle}>
              <Link to={update.path}>
                {update.menu}: {update.category}
              </Link>
            </h3>
            <ul className={styles.whatsNewDocs}>
              {update.docs.map((doc) => (
                <li key={doc.path}>
                  <Link to={doc.path}>{doc.title}</Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
