import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import {homeLinks} from '@site/src/data/homeLinks.ts';
import Carousel, {type CarouselLabels} from '@theme/Carousel';
import {starterCards} from '@site/src/data/starterCards.ts';
import {cardText} from '../../starters/_components/starterCardText.ts';
import styles from './styles.module.css';

export function HomeHero() {
  return (
    <div className={styles.homeHero}>
      <div className="container">
        <h1 className={styles.homeHeroTitle}>
          <Translate id="site.home.heroTitle">Build fast storefronts with FastStore</Translate>
        </h1>
        <p className={styles.homeHeroLead}>
          <Translate id="site.home.heroLead">
            FastStore is a headless storefront toolkit: a GraphQL API, a state SDK and UI components on a Jamstack architecture, with content managed in the
            VTEX Headless CMS.
          </Translate>
        </p>
        <div className={styles.homeHeroActions}>
          <Link className="button button--primary button--lg" to="/quickstart">
            <Translate id="site.home.startQuickstart">Start with the Quickstart</Translate>
          </Link>
          <Link className="button button--secondary button--lg" to="/tutorials">
            <Translate id="site.home.followTutorial">Follow a tutorial</Translate>
          </Link>
        </div>
      </div>
    </div>
  );
}

export function HomeLinks() {
  return (
    <section className="container margin-vert--xl" aria-labelledby="home-explore">
      <h2 id="home-explore">
        <Translate id="site.home.explore">Explore the docs</Translate>
      </h2>
      <ul className={styles.homeGrid}>
        {homeLinks().map((link) => (
          <li key={link.to} className={styles.homeCard}>
            <h3 className={styles.homeCardTitle}>
              <Link to={link.to}>{link.title}</Link>
            </h3>
            <p>{link.description}</p>
          </li>
        ))}
      </ul>
      <p className="margin-top--md">
        <Translate
          id="site.home.cmsApi"
          description="apiReference is a link to the VTEX Headless CMS API reference"
          values={{
            apiReference: (
              <Link to="/vtex-headless-cms-api">
                <Translate id="site.home.cmsApi.apiReference">VTEX Headless CMS API reference</Translate>
              </Link>
            ),
          }}>
          {'Calling the CMS from your own code? The {apiReference} lists every REST call, and lets you try each one.'}
        </Translate>
      </p>
    </section>
  );
}

/** The starters carousel's controls and live region, in the page's language. */
function carouselLabels(): CarouselLabels {
  return {
    carousel: translate({id: 'site.home.carousel.roleDescription', message: 'carousel', description: 'What a screen reader calls the starters carousel'}),
    slideRole: translate({id: 'site.home.carousel.slideRoleDescription', message: 'slide', description: 'What a screen reader calls one slide of the starters carousel'}),
    previous: translate({id: 'site.home.carousel.previous', message: 'previous', description: "The starters carousel's previous button"}),
    next: translate({id: 'site.home.carousel.next', message: 'next', description: "The starters carousel's next button"}),
    bullets: translate({id: 'site.home.carousel.bullets', message: 'Slides', description: "The starters carousel's row of bullets"}),
    slide: (position, count) =>
      translate({id: 'site.home.carousel.slide', message: '{position} of {count}', description: 'The name of one slide'}, {position, count}),
    goTo: (position) => translate({id: 'site.home.carousel.goTo', message: 'Go to slide {position}', description: 'A bullet of the starters carousel'}, {position}),
    announcement: (position, count) =>
      translate({id: 'site.home.carousel.announcement', message: 'Slide {position} of {count}', description: 'Read out when a slide shows'}, {position, count}),
  };
}

export function HomeStarters() {
  const {withBaseUrl} = useBaseUrlUtils();
  return (
    <section className="container margin-vert--xl" aria-labelledby="home-starters">
      <h2 id="home-starters">
        <Translate id="site.home.starters">Starters</Translate>
      </h2>
      <p>
        <Translate id="site.home.startersLead">Begin from a complete storefront and make it yours.</Translate>
      </p>
      <Carousel
        id="home-starters-carousel"
        label={translate({id: 'site.home.startersCarousel', message: 'Starters', description: 'The name of the starters carousel'})}
        labels={carouselLabels()}
        testId="home-starters-carousel"
        className={styles.homeCarousel}>
        {starterCards.map((starter) => (
          <div key={starter.slug} className={styles.homeStarterCard}>
            <img src={withBaseUrl(starter.imgThumbnail)} alt="" width={400} height={250} className={clsx(styles.homeStarterImage, 'starter-illustration')} />
            <div className={styles.homeStarterText}>
              <h3 className={styles.homeCardTitle}>
                <Link to={starter.url}>{starter.name}</Link>
              </h3>
              <p>{cardText(starter.slug).description}</p>
            </div>
          </div>
        ))}
      </Carousel>
      <p>
        <Link to="/starters">
          <Translate id="site.home.allStarters">See all starters</Translate>
        </Link>{' '}
        ·{' '}
        <Link to="/releases">
          <Translate id="site.home.releaseNotes">Read the release notes</Translate>
        </Link>
      </p>
    </section>
  );
}
