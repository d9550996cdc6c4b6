import React, {type ReactNode} from 'react';
import Original from '@theme-original/Footer';
import type OriginalType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import HydrateLater from '@site/src/components/HydrateLater';

type Props = WrapperProps<typeof OriginalType>;

/** Hydrates in a task of its own after the page's first pass (src/components/HydrateLater). */
export default function FooterWrapper(props: Props): ReactNode {
  return (
    <HydrateLater id="footer">
      <Original {...props} />
    </HydrateLater>
  );
}
