import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import {starterBySlug} from '@site/src/data/starters.ts';
import {copyCommand} from '@site/src/lib/starterCopy.ts';
import {starterCardText} from '../starterCardText.ts';
import {starterFeatures, starterPrice} from '../starterText.ts';
import styles from './styles.module.css';

type Props = {slug: string};

export default function StarterDetails({slug}: Props) {
  const {withBaseUrl} = useBaseUrlUtils();
  const starter = starterBySlug(slug);
  const text = starterCardText(slug) ?? starter;
  const features = starterFeatures(slug) ?? starter.features;
  const groupLabel =
    starter.group === 'official'
      ? translate({id: 'site.starters.officialStarter', message: 'Official starter'})
      : translate({id: 'site.starters.communityStarter', message: 'Community starter'});
  const repositories = [
    ...(starter.nextRepo ? [{framework: 'Next.js', url: starter.nextRepo}] : []),
    {framework: 'Gatsby', url: starter.gatsbyRepo},
  ];
  return (
    <Layout
      title={translate({id: 'site.starters.pageTitle', message: '{name} starter', description: "A starter page's title; name is the starter's name"}, {name: starter.name})}
      description={text.details}>
      <main className="container margin-vert--lg">
        <nav
          aria-label={translate({id: 'site.starters.breadcrumbs', message: 'Breadcrumbs', description: 'The name of the breadcrumb trail above a starter'})}
          className={clsx('margin-bottom--md', styles.starterDetailsBreadcrumbs)}>
          <Link to="/starters">{translate({id: 'site.starters.breadcrumbStarters', message: 'Starters'})}</Link> / {starter.name}
        </nav>
        <div className={styles.starterDetails}>
          <div>
            <p className={styles.starterDetailsGroup}>{groupLabel}</p>
            <h1>{starter.name}</h1>
            <p className={styles.starterDetailsLead}>{text.description}</p>
            <dl className={styles.starterDetailsFacts}>
              <dt>
                <Translate id="site.starters.owner">Owner</Translate>
              </dt>
              <dd>
                <a href={starter.ownerWebsite}>{starter.owner}</a>
              </dd>
              <dt>
                <Translate id="site.starters.price">Price</Translate>
              </dt>
              <dd>{starterPrice(starter.price)}</dd>
            </dl>
            <div className={styles.starterDetailsActions}>
              <a className="button button--primary" href={starter.demoURL}>
                <Translate id="site.starters.viewDemo">View the demo</Translate>
              </a>
              {repositories.map(({framework, url}) => (
                <a key={url} className="button button--secondary" href={url}>
                  <Translate id="site.starters.repository" description="A button to a starter's repository; framework is Next.js or Gatsby" values={{framework}}>
                    {'{framework} repository'}
                  </Translate>
                </a>
              ))}
            </div>
          </div>
          <img
            className={clsx(styles.starterDetailsImage, 'starter-illustration')}
            src={withBaseUrl(starter.img)}
            alt={translate({id: 'site.starters.previewAlt', message: 'Preview of the {name} storefront', description: "A starter's preview image; name is the starter's name"}, {name: starter.name})}
            width={1200}
            height={750}
          />
        </div>
        <h2>
          <Translate id="site.starters.features">Features</Translate>
        </h2>
        <ul>
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <h2>
          <Translate id="site.starters.startFromThis">Start from this starter</Translate>
        </h2>
        <p>
          <Translate id="site.starters.copyIntro">
            Copy the starter into a new folder, without its Git history, so the project is yours from the first commit:
          </Translate>
        </p>
        {repositories.map(({framework, url}) => (
          <div key={url}>
            {repositories.length > 1 ? (
              <p>
                <Translate id="site.starters.forVersion" description="Above the copy command of one of a starter's versions; framework is Next.js or Gatsby" values={{framework}}>
                  {'For the {framework} version:'}
                </Translate>
              </p>
            ) : null}
            <CodeBlock language="bash">{copyCommand(url)}</CodeBlock>
          </div>
        ))}
        <p>
          <Translate
            id="site.starters.nextSteps"
            description="After the copy command; quickstart and howStartersWork are links"
            values={{
              quickstart: (
                <Link to="/quickstart">
                  <Translate id="site.starters.nextSteps.quickstart">Quickstart</Translate>
                </Link>
              ),
              howStartersWork: (
                <Link to="/conceptual-guides/starter">
                  <Translate id="site.starters.nextSteps.howStartersWork">how starters work</Translate>
                </Link>
              ),
            }}>
            {'Then follow the {quickstart} from its second step, and read {howStartersWork}.'}
          </Translate>
        </p>
      </main>
    </Layout>
  );
}
