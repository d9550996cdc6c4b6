// Ejected with Tabs (src/theme/Tabs): a panel names the tab that labels it.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
import {useTabIds} from '@site/src/theme/Tabs/index.tsx';
import styles from './styles.module.css';

export default function TabItem({children, className, value}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const ids = useTabIds(value);
  const selected = value === selectedValue;
  if (!selected && lazy) return null;
  return (
    <div role="tabpanel" id={ids?.panel} aria-labelledby={ids?.tab} className={clsx(styles.tabItem, className)} hidden={!selected}>
      {children}
    </div>
  );
}
