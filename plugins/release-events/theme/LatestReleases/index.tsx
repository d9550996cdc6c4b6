import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
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
import {plainDateFormat, type DateFormatter} from '@site/common/dates.ts';

// The home page lists the 3-5 newest release posts.
const shownReleases = 4;

/** The release events plugins/release-events read from the posts and validated at build time. */
function useReleaseEvents(): ReleaseEvent[] {
  return usePluginData('release-events') as ReleaseEvent[];
}

/** A release's day as the page's language writes it ("March 10, 2023", "10 de março de 2023"). */
const dateOptions: Intl.DateTimeFormatOptions = {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'};

/** English dates without Intl, as the rest of the site writes them (common/dates.ts); other languages through Intl. */
function useDateFormat(): DateFormatter {
  const {currentLocale, localeConfigs} = useDocusaurusContext().i18n;
  const calendar = localeConfigs[currentLocale]?.calendar ?? 'gregory';
  return plainDateFormat(currentLocale, calendar, dateOptions) ?? new Intl.DateTimeFormat(currentLocale, {calendar, ...dateOptions});
}

export default function HomeLatestReleases() {
  const releases = newestReleases(useReleaseEvents(), shownReleases);
  const dateFormat = useDateFormat();
  return (
    <section className="container margin-vert--xl" aria-labelledby="home-latest-releases">
      <h2 id="home-latest-releases">
        {translate({id: 'site.releases.latest', message: 'Latest releases', description: 'Heading of the newest release notes on the home page'})}
      </h2>
      <ul className={styles.latestReleasesList}>
        {releases.map((release) => (
          <li key={release.fileName} className={styles.latestReleasesItem} data-testid="latest-release">
            <p className={styles.latestReleasesMeta}>
              {releaseProducts[release.product]} ·{' '}
              <time dateTime={releaseDate(release.fileName)}>{dateFormat.format(new Date(releaseDate(release.fileName)))}</time>
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
        <Link to="/releases">
          {translate({
            id: 'site.releases.all',
            message: 'All release notes',
            description: "Link from the home page's latest releases to the Release Notes page",
          })}
        </Link>
      </p>
    </section>
  );
}
