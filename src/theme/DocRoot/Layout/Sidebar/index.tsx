import React, {type ReactNode} from 'react';
import Original from '@theme-original/DocRoot/Layout/Sidebar';
import type OriginalType from '@theme/DocRoot/Layout/Sidebar';
import type {WrapperProps} from '@docusaurus/types';
import HydrateLater from '@site/src/components/HydrateLater';

type Props = WrapperProps<typeof OriginalType>;

/** Hydrates in a task of its own after the page's first pass (src/components/HydrateLater). */
export default function DocRootLayoutSidebarWrapper(props: Props): ReactNode {
  return (
    <HydrateLater id="doc-sidebar">
      <Original {...props} />
    </HydrateLater>
  );
}
