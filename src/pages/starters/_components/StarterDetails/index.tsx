import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import CodeBlock from '@theme/CodeBlock';
import {starterBySlug} from '@site/src/data/starters.ts';
import {copyCommand} from '@site/src/lib/starterCopy.ts';
import styles from './styles.module.css';

type Props = {slug: string};

export default function StarterDetails({slug}: Props) {
  const {withBaseUrl} = useBaseUrlUtils();
  const starter = starterBySlug(slug);
  const groupLabel = starter.group === 'official' ? 'Official starter' : 'Community starter';
  const repositories = [
    ...(starter.nextRepo ? [{framework: 'Next.js', url: starter.nextRepo}] : []),
    {framework: 'Gatsby', url: starter.gatsbyRepo},
  ];
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
              {repositories.map(({framework, url}) => (
                <a key={url} className="button button--secondary" href={url}>
                  {framework} repository
                </a>
              ))}
            </div>
          </div>
          <img
            className={clsx(styles.starterDetailsImage, 'starter-illustration')}
            src={withBaseUrl(starter.img)}
            alt={`Preview of the ${starter.name} storefront`}
            width={1200}
            height={750}
          />
        </div>
        <h2>Features</h2>
        <ul>
          {starter.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <h2>Start from this starter</h2>
        <p>Copy the starter into a new folder, without its Git history, so the project is yours from the first commit:</p>
        {repositories.map(({framework, url}) => (
          <div key={url}>
            {repositories.length > 1 ? <p>For the {framework} version:</p> : null}
            <CodeBlock language="bash">{copyCommand(url)}</CodeBlock>
          </div>
        ))}
        <p>
          Then follow the <Link to="/quickstart">Quickstart</Link> from its second step, and read{' '}
          <Link to="/conceptual-guides/starter">how starters work</Link>.
        </p>
      </main>
    </Layout>
  );
}
