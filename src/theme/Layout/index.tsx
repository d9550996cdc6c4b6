import React, {type ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import FeedbackSurvey from '@site/src/components/FeedbackSurvey';

type Props = WrapperProps<typeof LayoutType>;

/** Every page gets the floating Feedback button at the end of its main content (spec §2). */
export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  return (
    <Layout {...props}>
      {children}
      <FeedbackSurvey />
    </Layout>
  );
}
