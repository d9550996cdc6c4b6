import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import SocialCardMeta from '@theme/SocialCardMeta';

type Props = WrapperProps<typeof MetadataType>;

/** A release post's metadata plus its generated social card. */
export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata} = useBlogPost();
  return (
    <>
      <Metadata {...props} />
      <SocialCardMeta permalink={metadata.permalink} />
    </>
  );
}
