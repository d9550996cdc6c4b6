import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';

const sections = [
  {to: '/quickstart', label: 'Quickstart'},
  {to: '/how-to-guides', label: 'How-to guides'},
  {to: '/reference', label: 'References'},
  {to: '/conceptual-guides', label: 'Concepts'},
  {to: '/tutorials', label: 'Tutorials'},
  {to: '/releases', label: 'Release Notes'},
];

export default function SearchPage() {
  // Spec §9: the query lives in the `q` parameter.
  const query = new URLSearchParams(useLocation().search).get('q') ?? '';
  return (
    <Layout title="Search" description="Search the FastStore documentation, release notes and starters.">
      <main className="container margin-vert--lg" style={{maxWidth: '48rem'}}>
        <h1>Search the documentation</h1>
        <form role="search" action="/search" method="get">
          <label htmlFor="search-page-input" className="margin-right--sm">
            Search
          </label>
          <input id="search-page-input" name="q" type="search" defaultValue={query} required />{' '}
          <button className="button button--primary button--sm" type="submit">
            Search
          </button>
        </form>
        <h2 className="margin-top--lg">Browse by section</h2>
        <ul>
          {sections.map((section) => (
            <li key={section.to}>
              <Link to={section.to}>{section.label}</Link>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
