import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import {HomeHero, HomeLinks, HomeStarters} from './_components/HomeSections/index.tsx';
import HomeLatestReleases from '@theme/LatestReleases';
import HomeWhatsNew from './_components/HomeWhatsNew/index.tsx';

export default function Home() {
  return (
    <Layout
      title="FastStore Developer Portal"
      description={translate({
        id: 'site.home.description',
        message: 'Documentation for FastStore and the VTEX Headless CMS: quickstart, guides, API reference, tutorials and release notes.',
      })}>
      {/* The hero holds the page's h1: it is main content, so the skip link and the main landmark include it. */}
      <main>
        <HomeHero />
        <HomeLinks />
        <HomeWhatsNew />
        <HomeLatestReleases />
        <HomeStarters />
      </main>
    </Layout>
  );
}
