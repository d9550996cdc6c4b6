import React, {type ReactNode} from 'react';
import Original from '@theme-original/DocItem/TOC/Desktop';
import type OriginalType from '@theme/DocItem/TOC/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import HydrateLater from '@site/src/components/HydrateLater';

type Props = WrapperProps<typeof OriginalType>;

/** Hydrates in a task of its own after the page's first pass (src/components/HydrateLater). */
export default function DocItemTOCDesktopWrapper(props: Props): ReactNode {
  return (
    <HydrateLater id="doc-toc">
      <Original {...props} />
    </HydrateLater>
  );
}
