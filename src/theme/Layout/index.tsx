import React, {type ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import FeedbackSurvey from '@theme/FeedbackSurvey';
import HydrateLater from '@theme/HydrateLater';

type Props = WrapperProps<typeof LayoutType>;

/**
 * Every page hosts the feedback survey (its dialog and the message telling how a response fared); the Feedback
 * button that opens it is a navbar item. The page's own content hydrates in a task of its own, after the layout's
 * first pass (`@theme/HydrateLater`).
 */
export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  return (
    <Layout {...props}>
      <HydrateLater id="page">{children}</HydrateLater>
      <FeedbackSurvey />
    </Layout>
  );
}
