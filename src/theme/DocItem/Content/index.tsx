import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';
import SocialCardMeta from '@site/src/components/SocialCardMeta';
import {twinPath} from '@site/src/lib/pagePaths';

type Props = WrapperProps<typeof ContentType>;

/** Every doc page offers its Markdown twin (copy it, open it, or copy its link) and names its social card (issue 9). */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <SocialCardMeta permalink={metadata.permalink} />
      <CopyPage markdownPath={twinPath(metadata.permalink)} />
      <Content {...props} />
    </>
  );
}
