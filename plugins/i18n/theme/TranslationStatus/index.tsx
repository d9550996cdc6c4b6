/**
 * The translation status page: for each translated locale, what needs attention (pages and API reference texts that
 * are outdated or not yet translated, with the sections that lag), then every page with its state, folded.
 */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {StatusPageData, StatusPageLocale, StatusPageRow} from '../../statusData.ts';
import styles from './styles.module.css';

function stateName(state: StatusPageRow['state'] | 'missing'): string {
  switch (state) {
    case 'current':
      return translate({id: 'i18n.status.state.current', message: 'Current', description: 'A translated page made from the English page as it is now'});
    case 'outdated':
      return translate({id: 'i18n.status.state.outdated', message: 'Outdated', description: 'A translated page or text whose English source changed since'});
    default:
      return translate({id: 'i18n.status.state.untranslated', message: 'Not yet translated', description: 'A page or text shown in English for want of a translation'});
  }
}

function sectionName(heading: string): string {
  return heading || translate({id: 'i18n.status.section.opening', message: 'Title and opening text', description: 'The part of a page before its first heading'});
}

function PageLink({row, locale, currentLocale}: {row: StatusPageRow; locale: string; currentLocale: string}) {
  if (!row.href) return <code>{row.title}</code>;
  return (
    <a href={row.href} {...(locale === currentLocale ? {} : {hrefLang: locale})}>
      {row.title}
    </a>
  );
}

function LocaleSection({status, currentLocale, format}: {status: StatusPageLocale; currentLocale: string; format: (value: number) => string}) {
  const {locale, label, pageCounts, pages, api} = status;
  const lagging = pages.filter((row) => row.state !== 'current');
  const apiLagging = api.filter(({counts}) => counts.outdated + counts.missing > 0);
  const apiCurrent = api.reduce((sum, {counts}) => sum + counts.current, 0);
  const apiTotal = api.reduce((sum, {counts}) => sum + counts.current + counts.outdated + counts.missing, 0);
  const headingId = `locale-${locale.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className={styles.locale}>
      <h2 id={headingId} {...(locale === currentLocale ? {} : {lang: locale})}>
        {label}
      </h2>
      <ul className={styles.counts}>
        <li>
          <Translate id="i18n.status.count.pages" values={{current: format(pageCounts.current), total: format(pages.length)}}>
            {'{current} of {total} pages current'}
          </Translate>
        </li>
        <li>
          <Translate id="i18n.status.count.outdated" values={{count: format(pageCounts.outdated)}}>
            {'{count} outdated'}
          </Translate>
        </li>
        <li>
          <Translate id="i18n.status.count.untranslated" values={{count: format(pageCounts.untranslated)}}>
            {'{count} not yet translated'}
          </Translate>
        </li>
        <li>
          <Translate id="i18n.status.count.api" values={{current: format(apiCurrent), total: format(apiTotal)}}>
            {'{current} of {total} API reference texts current'}
          </Translate>
        </li>
      </ul>
      {lagging.length === 0 && apiLagging.length === 0 ? (
        <p>
          <Translate id="i18n.status.allCurrent">Every page and every API reference text is current.</Translate>
        </p>
      ) : (
        <>
          <h3>
            <Translate id="i18n.status.attention">Needs attention</Translate>
          </h3>
          <ul className={styles.attention}>
            {lagging.map((row) => (
              <li key={row.title}>
                <PageLink row={row} locale={locale} currentLocale={currentLocale} />: <strong>{stateName(row.state)}</strong>
                {row.lagging.length > 0 && (
                  <ul>
                    {row.lagging.map(({heading}) => (
                      <li key={heading}>
                        {heading ? <span lang="en">{heading}</span> : sectionName(heading)}: {stateName('outdated')}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
            {apiLagging.flatMap(({source, lagging: texts}) =>
              texts.map(({where, state}) => (
                <li key={`${source} ${where}`}>
                  <code>{source}</code> <code>{where}</code>: <strong>{stateName(state)}</strong>
                </li>
              )),
            )}
          </ul>
        </>
      )}
      <details className={styles.all}>
        <summary>
          <Translate id="i18n.status.allPages" values={{count: format(pages.length)}}>
            {'All {count} pages'}
          </Translate>
        </summary>
        <table>
          <thead>
            <tr>
              <th scope="col">
                <Translate id="i18n.status.column.page">Page</Translate>
              </th>
              <th scope="col">
                <Translate id="i18n.status.column.state">State</Translate>
              </th>
            </tr>
          </thead>
          <tbody>
            {pages.map((row) => (
              <tr key={row.href ?? row.title}>
                <td>
                  <PageLink row={row} locale={locale} currentLocale={currentLocale} />
                </td>
                <td>{stateName(row.state)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

export default function TranslationStatus({status}: {status: StatusPageData}): ReactNode {
  const {currentLocale, localeConfigs} = useDocusaurusContext().i18n;
  const numbers = new Intl.NumberFormat(localeConfigs[currentLocale]?.htmlLang ?? currentLocale);
  const title = translate({id: 'i18n.status.title', message: 'Translation status', description: 'The translation status page: title and heading'});
  return (
    <Layout
      title={title}
      description={translate({id: 'i18n.status.description', message: 'Which pages of the FastStore docs are translated into Portuguese and Spanish, and which lag behind their English source.'})}>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <p className={styles.lead}>
          <Translate id="i18n.status.lead">
            The docs are written in English and translated section by section. When an English section changes, its translation shows a notice with a link to the English text until a translator brings it up to date; a page not yet translated is shown in English.
          </Translate>
        </p>
        {status.locales.map((locale) => (
          <LocaleSection key={locale.locale} status={locale} currentLocale={currentLocale} format={(value) => numbers.format(value)} />
        ))}
      </main>
    </Layout>
  );
}
