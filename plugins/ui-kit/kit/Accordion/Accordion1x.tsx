/**
 * Stand-ins for the 1.x Accordion and its parts, with exactly their props: the open items are the `indices` you
 * pass, and `onChange` says which item's button was activated. The portal's own pages use ./index.tsx, which can
 * also keep its own state and wraps each button in a heading.
 */
import {
  Children,
  cloneElement,
  createContext,
  forwardRef,
  isValidElement,
  useContext,
  type ButtonHTMLAttributes,
  type ElementType,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import clsx from 'clsx';
import {focusTarget} from '../../logic/accordion.ts';
import type {PolymorphicProps} from '../polymorphic.ts';
import styles from './styles.module.css';

const AccordionContext = createContext<{indices: Set<number>; onChange: (index: number) => void} | null>(null);
const ItemContext = createContext<{index: number; button: string; panel: string} | null>(null);

function useRequired<T>(value: T | null, part: string): T {
  if (value === null) throw new Error(`${part} must be rendered inside an Accordion and an AccordionItem`);
  return value;
}

export interface AccordionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** Value rendered as `data-testid`; default 'store-accordion'. */
  testId?: string;
  /** Indices of the open items. */
  indices: Iterable<number>;
  /** Called with the index of the item whose button was activated. */
  onChange: (index: number) => void;
}

/** Gives each child item its position as `index`, unless the item has one. */
const Accordion = forwardRef<HTMLDivElement, AccordionProps>(function Accordion(
  {testId = 'store-accordion', indices, onChange, className, children, ...rest},
  ref,
) {
  const items = Children.map(children, (child, position) =>
    isValidElement<{index?: number}>(child) ? cloneElement(child as ReactElement<{index?: number}>, {index: child.props.index ?? position}) : child,
  );
  return (
    <AccordionContext.Provider value={{indices: new Set(indices), onChange}}>
      <div ref={ref} data-fs-accordion="" data-testid={testId} className={clsx(styles.accordion, className)} {...rest}>
        {items}
      </div>
    </AccordionContext.Provider>
  );
});

export default Accordion;

export type AccordionItemProps<C extends ElementType> = PolymorphicProps<
  C,
  HTMLAttributes<HTMLDivElement> & {
    /** Value rendered as `data-testid`; default 'store-accordion-item'. */
    testId?: string;
    /** Position of the item; Accordion sets it. Default 0. */
    index?: number;
    /** Prefix of the button and panel ids (`{prefixId}-button--{index}`); default '' (`button--{index}`). */
    prefixId?: string;
  }
>;

type AccordionItemComponent = <C extends ElementType = 'div'>(props: AccordionItemProps<C>) => ReactElement | null;

export const AccordionItem = forwardRef(function AccordionItem(
  {as, testId = 'store-accordion-item', index = 0, prefixId = '', className, ...rest}: AccordionItemProps<ElementType>,
  ref,
) {
  const Component: ElementType = as ?? 'div';
  const prefix = prefixId && `${prefixId}-`;
  return (
    <ItemContext.Provider value={{index, button: `${prefix}button--${index}`, panel: `${prefix}panel--${index}`}}>
      <Component ref={ref} data-fs-accordion-item="" data-testid={testId} className={clsx(styles.item, className)} {...rest} />
    </ItemContext.Provider>
  );
}) as AccordionItemComponent;

export interface AccordionButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Value rendered as `data-testid`; default 'store-accordion-button'. */
  testId?: string;
}

// ArrowDown and ArrowUp move between the buttons of one accordion, wrapping; Home and End go to the first and last.
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const root = event.currentTarget.closest('[data-fs-accordion]');
  if (!root) return;
  const buttons = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-fs-accordion-button]')).filter(
    (button) => button.closest('[data-fs-accordion]') === root,
  );
  const target = focusTarget(event.key, buttons.indexOf(event.currentTarget), buttons.length);
  if (target === null) return;
  event.preventDefault();
  buttons[target].focus();
}

/** Your `onClick` or `onKeyDown` replaces the accordion's own, as in 1.x. */
export const AccordionButton = forwardRef<HTMLButtonElement, AccordionButtonProps>(function AccordionButton(
  {testId = 'store-accordion-button', className, children, ...rest},
  ref,
) {
  const accordion = useRequired(useContext(AccordionContext), 'AccordionButton');
  const item = useRequired(useContext(ItemContext), 'AccordionButton');
  return (
    <button
      ref={ref}
      type="button"
      id={item.button}
      aria-expanded={accordion.indices.has(item.index)}
      aria-controls={item.panel}
      data-fs-accordion-button=""
      data-testid={testId}
      className={clsx(styles.button, className)}
      onKeyDown={moveFocus}
      onClick={() => accordion.onChange(item.index)}
      {...rest}>
      <span>{children}</span>
      <span className={styles.icon} aria-hidden="true" />
    </button>
  );
});

export interface AccordionPanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  /** Value rendered as `data-testid`; default 'store-accordion-panel'. */
  testId?: string;
}

/** Stays in the HTML while closed (hidden), so its text is server-rendered. */
export const AccordionPanel = forwardRef<HTMLDivElement, AccordionPanelProps>(function AccordionPanel(
  {testId = 'store-accordion-panel', className, ...rest},
  ref,
) {
  const accordion = useRequired(useContext(AccordionContext), 'AccordionPanel');
  const item = useRequired(useContext(ItemContext), 'AccordionPanel');
  return (
    <div
      ref={ref}
      id={item.panel}
      role="region"
      aria-labelledby={item.button}
      hidden={!accordion.indices.has(item.index)}
      data-fs-accordion-panel=""
      data-testid={testId}
      className={clsx(styles.panel, className)}
      {...rest}
    />
  );
});
