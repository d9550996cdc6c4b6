import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {starterCards, type StarterCard as Card} from '@site/src/data/starterCards.ts';
import StarterCard from './_components/StarterCard/index.tsx';
import styles from './styles.module.css';

function StarterGrid({items, first = false}: {items: readonly Card[]; first?: boolean}) {
  return (
    <ul className={styles.startersGrid}>
      {items.map((starter, index) => (
        <li key={starter.slug}>
          <StarterCard starter={starter} aboveTheFold={first && index < 2} />
        </li>
      ))}
    </ul>
  );
}

export default function StartersPage() {
  const title = translate({id: 'site.starters.title', message: 'Starters', description: 'The starters gallery: page title and heading'});
  return (
    <Layout
      title={title}
      description={translate({id: 'site.starters.description', message: 'Storefront starters to begin a FastStore project: official and community.'})}>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <p className={styles.startersLead}>
          <Translate
            id="site.starters.lead"
            description="quickstart is a link to the Quickstart"
            values={{
              quickstart: (
                <Link to="/quickstart">
                  <Translate id="site.starters.lead.quickstart">Quickstart</Translate>
                </Link>
              ),
            }}>
            {'A starter is a complete storefront you clone and make your own. Pick the one closest to your store, then follow the {quickstart}.'}
          </Translate>
        </p>
        <h2>
          <Translate id="site.starters.official">Official starters</Translate>
        </h2>
        <StarterGrid items={starterCards.filter((s) => s.group === 'official')} first />
        <h2>
          <Translate id="site.starters.community">Community starters</Translate>
        </h2>
        <StarterGrid items={starterCards.filter((s) => s.group === 'community')} />
        <h2>
          <Translate id="site.starters.share">Share your starter</Translate>
        </h2>
        <p>
          <Translate
            id="site.starters.shareText"
            description="submit is a link to the submission form"
            values={{
              submit: (
                <Link to="/starters/submissions">
                  <Translate id="site.starters.shareText.submit">Submit your starter</Translate>
                </Link>
              ),
            }}>
            {'Built a storefront others could start from? {submit} to the gallery.'}
          </Translate>
        </p>
      </main>
    </Layout>
  );
}
