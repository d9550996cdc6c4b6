/**
 * The not-found page, provided by the search plugin: it searches for what the missing URL meant. With the docs
 * at the site's root, their own route renders NotFound/Content for a missing path, build/404.html included (our
 * server and the generated nginx config answer it with status 404); this page frames it where no docs route does.
 */
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';

export default function NotFound() {
  return (
    <Layout
      title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})}
      description={translate({id: 'search.notFound.description', message: 'This page does not exist. Search the FastStore documentation for it, or start from a section.'})}>
      <NotFoundContent />
    </Layout>
  );
}
