import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {starterBySlug} from '@site/src/data/starters';
import styles from './styles.module.css';

type Props = {slug: string};

export default function StarterDetails({slug}: Props) {
  const starter = starterBySlug(slug);
  const groupLabel = starter.group === 'official' ? 'Official starter' : 'Community starter';
  return (
    <Layout title={`${starter.name} starter`} description={starter.details}>
      <main className="container margin-vert--lg">
        <nav aria-label="Breadcrumbs" className={clsx('margin-bottom--md', styles.starterDetailsBreadcrumbs)}>
          <Link to="/starters">Starters</Link> / {starter.name}
        </nav>
        <div className={styles.starterDetails}>
          <div>
            <p className={styles.starterDetailsGroup}>{groupLabel}</p>
            <h1>{starter.name}</h1>
            <p className={styles.starterDetailsLead}>{starter.description}</p>
            <dl className={styles.starterDetailsFacts}>
              <dt>Owner</dt>
              <dd>
                <a href={starter.ownerWebsite}>{starter.owner}</a>
              </dd>
              <dt>Price</dt>
              <dd>{starter.price}</dd>
            </dl>
            <div className={styles.starterDetailsActions}>
              <a className="button button--primary" href={starter.demoURL}>
                View the demo
              </a>
              <a className="button button--secondary" href={starter.gatsbyRepo}>
                Gatsby repository
              </a>
              {starter.nextRepo && (
                <a className="button button--secondary" href={starter.nextRepo}>
                  Next.js repository
                </a>
              )}
            </div>
          </div>
          <img className={styles.starterDetailsImage} src={starter.img} alt={`Preview of the ${starter.name} storefront`} width={1200} height={750} />
        </div>
        <h2>Features</h2>
        <ul>
          {starter.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <h2>Start from this starter</h2>
        <p>
          Follow the <Link to="/quickstart">Quickstart</Link> with this starter&apos;s repository, then read{' '}
          <Link to="/conceptual-guides/starter">how starters work</Link>.
        </p>
      </main>
    </Layout>
  );
}
