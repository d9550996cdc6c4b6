// Ejected: the theme's tabs name no panel (a tab needs aria-controls to be valid HTML) and rebuild themselves
// right after hydrating, which undid a tap or a key that landed as a late part went live.
import React, {createContext, useContext, type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  sanitizeTabsChildren,
  TabsProvider,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
  type TabsProps,
} from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

export interface Props extends TabsProps {
  /** Prefix of the ids that tie each tab to its panel (`{idPrefix}-tab-{value}`, `{idPrefix}-panel-{value}`); unique on the page. */
  idPrefix?: string;
}

const IdPrefix = createContext<string | undefined>(undefined);

/** The ids of a tab and its panel, when the tabs have an id prefix. */
export function useTabIds(value: string): {tab: string; panel: string} | undefined {
  const prefix = useContext(IdPrefix);
  return prefix === undefined ? undefined : {tab: `${prefix}-tab-${value}`, panel: `${prefix}-panel-${value}`};
}

function Tab({value, label, attributes, tabRefs, onSelect}: {
  value: string;
  label?: string;
  attributes?: Record<string, unknown>;
  tabRefs: Array<HTMLLIElement | null>;
  onSelect: (event: MouseEvent<HTMLLIElement> | KeyboardEvent<HTMLLIElement>) => void;
}): ReactNode {
  const {selectedValue} = useTabs();
  const ids = useTabIds(value);
  const selected = selectedValue === value;
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const index = tabRefs.indexOf(event.currentTarget);
    const next = {ArrowRight: tabRefs[index + 1] ?? tabRefs[0], ArrowLeft: tabRefs[index - 1] ?? tabRefs[tabRefs.length - 1]}[event.key];
    if (event.key === 'Enter') onSelect(event);
    next?.focus();
  };
  return (
    <li
      role="tab"
      id={ids?.tab}
      aria-controls={ids?.panel}
      tabIndex={selected ? 0 : -1}
      aria-selected={selected}
      ref={(element) => {
        tabRefs.push(element);
      }}
      onKeyDown={onKeyDown}
      onClick={onSelect}
      {...attributes}
      className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {'tabs__item--active': selected})}>
      {label ?? value}
    </li>
  );
}

function TabList({className}: {className?: string}): ReactNode {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  const tabRefs: Array<HTMLLIElement | null> = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();
  const onSelect = (event: MouseEvent<HTMLLIElement> | KeyboardEvent<HTMLLIElement>) => {
    const tab = event.currentTarget;
    const value = tabValues[tabRefs.indexOf(tab)]!.value;
    if (value !== selectedValue) {
      blockElementScrollPositionUntilNextRender(tab);
      selectValue(value);
    }
  };
  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}) => (
        <Tab key={value} value={value} label={label} attributes={attributes} tabRefs={tabRefs} onSelect={onSelect} />
      ))}
    </ul>
  );
}

export default function Tabs({idPrefix, ...props}: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    <IdPrefix.Provider value={idPrefix}>
      <TabsProvider value={value}>
        <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
          <TabList className={props.className} />
          <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
        </div>
      </TabsProvider>
    </IdPrefix.Provider>
  );
}
