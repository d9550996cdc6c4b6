import React, {type ReactNode} from 'react';
import Original from '@theme-original/DocItem/Footer';
import type OriginalType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import HydrateLater from '@site/src/components/HydrateLater';

type Props = WrapperProps<typeof OriginalType>;

/** Hydrates in a task of its own after the page's first pass (src/components/HydrateLater). */
export default function DocItemFooterWrapper(props: Props): ReactNode {
  return (
    <HydrateLater id="doc-footer">
      <Original {...props} />
    </HydrateLater>
  );
}
