import Layout from '@theme/Layout';
import {HomeHero, HomeLinks, HomeStarters} from './_components/HomeSections';

export default function Home() {
  return (
    <Layout
      title="FastStore Developer Portal"
      description="Documentation for FastStore and the VTEX Headless CMS: quickstart, guides, API reference, tutorials and release notes.">
      <HomeHero />
      <main>
        <HomeLinks />
        <HomeStarters />
      </main>
    </Layout>
  );
}
