import Layout from '@theme/Layout';
import {HomeHero, HomeLinks, HomeStarters} from './_components/HomeSections';
import HomeLatestReleases from './_components/HomeLatestReleases';
import HomeWhatsNew from './_components/HomeWhatsNew';

export default function Home() {
  return (
    <Layout
      title="FastStore Developer Portal"
      description="Documentation for FastStore and the VTEX Headless CMS: quickstart, guides, API reference, tutorials and release notes.">
      <HomeHero />
      <main>
        <HomeLinks />
        <HomeWhatsNew />
        <HomeLatestReleases />
        <HomeStarters />
      </main>
    </Layout>
  );
}
