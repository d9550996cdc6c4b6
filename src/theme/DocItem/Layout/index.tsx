import React, {type ReactNode} from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LayoutType>;

/**
 * A doc is a schema.org TechArticle: the theme marks its "Last updated" date `itemprop="dateModified"`, which
 * is valid HTML only inside an item.
 */
export default function LayoutWrapper(props: Props): ReactNode {
  return (
    <div itemScope itemType="https://schema.org/TechArticle">
      <Layout {...props} />
    </div>
  );
}
