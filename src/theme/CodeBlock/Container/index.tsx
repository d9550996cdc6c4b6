import React, {type ComponentProps, type ElementType, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';

type Props<T extends ElementType> = {as: T} & ComponentProps<T>;

/**
 * The code block's frame. The theme sets its colours inline from the current colour mode, so the server's
 * HTML carries light colours and the browser has to patch them once it knows the reader's mode; a part of the
 * page that hydrates late (`@theme/HydrateLater`) would keep the server's. Here the colours are CSS
 * variables per colour mode (plugins/lean-client/prismCss.ts): right from the first paint, in both modes.
 */
export default function CodeBlockContainer<T extends ElementType>({as: As, ...props}: Props<T>): ReactNode {
  return <As {...props} className={clsx(props.className as string | undefined, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)} />;
}
