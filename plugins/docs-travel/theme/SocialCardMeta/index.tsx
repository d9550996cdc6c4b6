import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ReactNode} from 'react';
import {socialCardUrl} from '../../paths.ts';


/** og:image and twitter:image for the page's generated 1200×630 card. */
export default function SocialCardMeta({permalink}: {permalink: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const image = `${siteConfig.url.replace(/\/$/, '')}${socialCardUrl(permalink, siteConfig.baseUrl)}`;
  return (
    <Head>
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
    </Head>
  );
}
