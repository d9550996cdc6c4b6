import React, {type ReactNode} from 'react';
import Original from '@theme-original/DocItem/Footer';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CheckedAgainst from '@site/src/components/CheckedAgainst/index.tsx';
import FeedbackPrompt from '@theme/FeedbackPrompt';
import {hydrateLater} from '@theme/HydrateLater';

/**
 * The theme's footer (edit link, last update) after the release the page was checked against, and the survey's
 * "Was this page helpful?" prompt at the very end of the doc.
 */
function FooterWithSource(): ReactNode {
  const {frontMatter} = useDoc();
  return (
    <>
      <CheckedAgainst frontMatter={frontMatter as Record<string, unknown>} />
      <Original />
      <FeedbackPrompt />
    </>
  );
}

/** Hydrates in a task of its own after the page's first pass (`@theme/HydrateLater`). */
export default hydrateLater(FooterWithSource, 'doc-footer');
