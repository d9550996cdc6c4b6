import React, {type ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = WrapperProps<typeof ColorModeToggleType>;

/**
 * The toggle's label names the reader's choice, which the server cannot know: it renders "no choice". While
 * the navbar hydrates (late, `@theme/HydrateLater`) the choice may already be read from storage; the
 * toggle renders the server's value until then, so the label is patched once hydration is over.
 */
export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  return <ColorModeToggle {...props} value={isBrowser ? props.value : null} />;
}
