import Link from '@docusaurus/Link';
import {docUpdates, latestDocUpdates} from '@site/src/data/docUpdates.ts';
import styles from './styles.module.css';
import {formatLongDate} from '@site/common/dates.ts';

// The home page shows at most six doc updates, newest first.
const shownUpdates = 6;

export default function HomeWhatsNew() {
  const updates = latestDocUpdates(docUpdates, shownUpdates);
  return (
    <section className="container margin-vert--xl" aria-labelledby="home-whats-new">
      <h2 id="home-whats-new">What&apos;s new in the docs</h2>
      <ol className={styles.whatsNewList}>
        {updates.map((update) => (
          <li key={`${update.date}-${update.path}-${update.category}`} className={styles.whatsNewItem} data-testid="doc-update">
            <p className={styles.whatsNewMeta}>
              <span className={styles.whatsNewType} data-type={update.type}>
                {update.type}
              </span>{' '}
              <time dateTime={update.date}>{formatLongDate(update.date)}</time>
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
