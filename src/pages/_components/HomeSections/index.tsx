import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {homeLinks} from '@site/src/data/homeLinks.ts';
import Carousel from '@theme/Carousel';
import {starterCards} from '@site/src/data/starterCards.ts';
import styles from './styles.module.css';

export function HomeHero() {
  return (
    <div className={styles.homeHero}>
      <div className="container">
        <h1 className={styles.homeHeroTitle}>Build fast storefronts with FastStore</h1>
        <p className={styles.homeHeroLead}>
          FastStore is a headless storefront toolkit: a GraphQL API, a state SDK and UI components on a Jamstack
          architecture, with content managed in the VTEX Headless CMS.
        </p>
        <div className={styles.homeHeroActions}>
          <Link className="button button--primary button--lg" to="/quickstart">
            Start with the Quickstart
          </Link>
          <Link className="button button--secondary button--lg" to="/tutorials">
            Follow a tutorial
          </Link>
        </div>
      </div>
    </div>
  );
}

export function HomeLinks() {
  return (
    <section className="container margin-vert--xl" aria-labelledby="home-explore">
      <h2 id="home-explore">Explore the docs</h2>
      <ul className={styles.homeGrid}>
        {homeLinks.map((link) => (
          <li key={link.to} className={styles.homeCard}>
            <h3 className={styles.homeCardTitle}>
              <Link to={link.to}>{link.title}</Link>
            </h3>
            <p>{link.description}</p>
          </li>
        ))}
      </ul>
      <p className="margin-top--md">
        Calling the CMS from your own code? The <Link to="/vtex-headless-cms-api">VTEX Headless CMS API reference</Link> lists
        every REST call, and lets you try each one.
      </p>
    </section>
  );
}

export function HomeStarters() {
  const {withBaseUrl} = useBaseUrlUtils();
  return (
    <section className="container margin-vert--xl" aria-labelledby="home-starters">
      <h2 id="home-starters">Starters</h2>
      <p>Begin from a complete storefront and make it yours.</p>
      <Carousel id="home-starters-carousel" label="Starters" testId="home-starters-carousel" className={styles.homeCarousel}>
        {starterCards.map((starter) => (
          <div key={starter.slug} className={styles.homeStarterCard}>
            <img src={withBaseUrl(starter.imgThumbnail)} alt="" width={400} height={250} className={clsx(styles.homeStarterImage, 'starter-illustration')} />
            <div className={styles.homeStarterText}>
              <h3 className={styles.homeCardTitle}>
                <Link to={starter.url}>{starter.name}</Link>
              </h3>
              <p>{starter.description}</p>
            </div>
          </div>
        ))}
      </Carousel>
      <p>
        <Link to="/starters">See all starters</Link> · <Link to="/releases">Read the release notes</Link>
      </p>
    </section>
  );
}
