// Ejected: the page actions sit in the title's row, inside the theme's title header, which a wrapper cannot reach.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import CopyPage from '@theme/CopyPage';
import SocialCardMeta from '@theme/SocialCardMeta';
import DocItemTOCMobile from '@theme-original/DocItem/TOC/Mobile';
import styles from './styles.module.css';

/**
 * Every doc page offers its Markdown twin (copy it, open it, or copy its link) with its title, and names its
 * social card. As in the theme, the title comes from the front matter unless the Markdown holds its own h1; then
 * the page actions go above the content. The title has the column's whole width: on desktops the actions sit at
 * the end of the breadcrumbs' row, on smaller screens under the title, followed by the collapsed table of contents.
 */
export default function DocItemContent({children}: Props): ReactNode {
  const {metadata, frontMatter, contentTitle, toc} = useDoc();
  const syntheticTitle = !frontMatter.hide_title && contentTitle === undefined ? metadata.title : null;
  const actions = <CopyPage permalink={metadata.permalink} />;
  const mobileToc = !frontMatter.hide_table_of_contents && toc.length > 0 ? <DocItemTOCMobile /> : null;
  return (
    <>
      <SocialCardMeta permalink={metadata.permalink} />
      {syntheticTitle ? null : (
        <>
          {actions}
          {mobileToc}
        </>
      )}
      <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
        {syntheticTitle ? (
          <header className={styles.docTitle}>
            <Heading as="h1">{syntheticTitle}</Heading>
            {actions}
            {mobileToc}
          </header>
        ) : null}
        <MDXContent>{children}</MDXContent>
      </div>
    </>
  );
}
