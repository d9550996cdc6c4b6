import React, {type ReactNode} from 'react';
import Original from '@theme-original/BlogPostItem';
import type BlogPostItemType from '@theme/BlogPostItem';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import HydrateLater from '@theme/HydrateLater';

type Props = WrapperProps<typeof BlogPostItemType>;

/**
 * In the release list, each post hydrates in a task of its own (`@theme/HydrateLater`), rather than
 * the whole list in the page's one task. A post's own page is already a part of its own (`page`).
 */
export default function BlogPostItemWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  if (isBlogPostPage) return <Original {...props} />;
  return (
    <HydrateLater id={`post-${metadata.permalink}`}>
      <Original {...props} />
    </HydrateLater>
  );
}
