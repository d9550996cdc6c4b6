import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
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
  return (
    <Layout title="Starters" description="Storefront starters to begin a FastStore project: official and community.">
      <main className="container margin-vert--lg">
        <h1>Starters</h1>
        <p className={styles.startersLead}>
          A starter is a complete storefront you clone and make your own. Pick the one closest to your store, then follow
          the <Link to="/quickstart">Quickstart</Link>.
        </p>
        <h2>Official starters</h2>
        <StarterGrid items={starterCards.filter((s) => s.group === 'official')} first />
        <h2>Community starters</h2>
        <StarterGrid items={starterCards.filter((s) => s.group === 'community')} />
        <h2>Share your starter</h2>
        <p>
          Built a storefront others could start from? <Link to="/starters/submissions">Submit your starter</Link> to the
          gallery.
        </p>
      </main>
    </Layout>
  );
}
