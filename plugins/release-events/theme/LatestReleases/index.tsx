import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import {
  identifierBreakSegments,
  newestReleases,
  releaseDate,
  releasePermalink,
  releaseProducts,
} from '../../releases.ts';
import type {ReleaseEvent} from '../../schema.ts';
import styles from './styles.module.css';
import {formatLongDate} from '@site/common/dates.ts';

// The home page lists the 3-5 newest release posts.
const shownReleases = 4;

/** The release events plugins/release-events read from the posts and validated at build time. */
function useReleaseEvents(): ReleaseEvent[] {
  return usePluginData('release-events') as ReleaseEvent[];
}

export default function HomeLatestReleases() {
  const releases = newestReleases(useReleaseEvents(), shownReleases);
  return (
    <section className="container margin-vert--xl" aria-labelledby="home-latest-releases">
      <h2 id="home-latest-releases">Latest releases</h2>
      <ul className={styles.latestReleasesList}>
        {releases.map((release) => (
          <li key={release.fileName} className={styles.latestReleasesItem} data-testid="latest-release">
            <p className={styles.latestReleasesMeta}>
              {releaseProducts[release.product]} ·{' '}
              <time dateTime={releaseDate(release.fileName)}>{formatLongDate(releaseDate(release.fileName))}</time>
            </p>
            <h3 className={styles.latestReleasesTitle}>
              <Link to={releasePermalink(release.fileName)}>{release.title}</Link>
            </h3>
            <p className={styles.latestReleasesDescription}>
              {identifierBreakSegments(release.description).flatMap((segment, index) => (index > 0 ? [<wbr key={index} />, segment] : [segment]))}
            </p>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/releases">All release notes</Link>
      </p>
    </section>
  );
}
