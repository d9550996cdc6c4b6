import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useId,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {focusTarget, toggleIndex} from '../../logic/accordion.ts';
import styles from './styles.module.css';

interface AccordionState {
  isOpen: (index: number) => boolean;
  toggle: (index: number) => void;
  prefix: string;
}

const AccordionContext = createContext<AccordionState | null>(null);
const ItemContext = createContext<{index: number; open: boolean; buttonId: string; panelId: string} | null>(null);

function useRequired<T>(value: T | null, part: string): T {
  if (value === null) throw new Error(`${part} must be rendered inside an Accordion item`);
  return value;
}

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> & {
  /** Open items when controlled (1.x API); leave out to let the accordion keep its own state. */
  indices?: Iterable<number>;
  /** Called with the index of the activated item. */
  onChange?: (index: number) => void;
  /** Items open at first when uncontrolled; default none. */
  defaultIndices?: number[];
  /** Several items may be open at once when uncontrolled; default false. */
  multiple?: boolean;
  /** Prefix of the button and panel ids; default a unique id. */
  prefixId?: string;
  /** Value rendered as `data-testid`; default 'store-accordion'. */
  testId?: string;
  children: ReactNode;
};

export default function Accordion({
  indices,
  onChange,
  defaultIndices = [],
  multiple = false,
  prefixId,
  testId = 'store-accordion',
  className,
  children,
  ...rest
}: Props) {
  const [own, setOwn] = useState<number[]>(defaultIndices);
  const generated = useId();
  const open = indices ? [...indices] : own;
  const state: AccordionState = {
    isOpen: (index) => open.includes(index),
    toggle: (index) => {
      if (!indices) setOwn(toggleIndex(own, index, multiple));
      onChange?.(index);
    },
    prefix: prefixId ?? generated.replace(/[^\w-]/g, ''),
  };
  let index = 0;
  const items = Children.map(children, (child) =>
    isValidElement(child) ? cloneElement(child as ReactElement<{index?: number}>, {index: index++}) : child,
  );
  return (
    <AccordionContext.Provider value={state}>
      <div data-fs-accordion="" data-testid={testId} className={clsx(styles.accordion, className)} {...rest}>
        {items}
      </div>
    </AccordionContext.Provider>
  );
}

type ItemProps = HTMLAttributes<HTMLDivElement> & {
  /** Position of the item; Accordion sets it. */
  index?: number;
  /** Value rendered as `data-testid`; default 'store-accordion-item'. */
  testId?: string;
};

export function AccordionItem({index = 0, testId = 'store-accordion-item', className, ...rest}: ItemProps) {
  const accordion = useRequired(useContext(AccordionContext), 'AccordionItem');
  const item = {
    index,
    open: accordion.isOpen(index),
    buttonId: `${accordion.prefix}-button--${index}`,
    panelId: `${accordion.prefix}-panel--${index}`,
  };
  return (
    <ItemContext.Provider value={item}>
      <div data-fs-accordion-item={item.open ? 'open' : 'closed'} data-testid={testId} className={clsx(styles.item, className)} {...rest} />
    </ItemContext.Provider>
  );
}

type ButtonProps = HTMLAttributes<HTMLButtonElement> & {
  /** Heading level wrapping the button, per the WAI-ARIA pattern; default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Id of that heading, for links to the item; default none. */
  headingId?: string;
  /** Value rendered as `data-testid`; default 'store-accordion-button'. */
  testId?: string;
};

// WAI-ARIA accordion: ArrowDown/ArrowUp cycle between the headers of one accordion, Home/End go to the first/last.
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

export function AccordionButton({headingLevel = 3, headingId, testId = 'store-accordion-button', className, children, ...rest}: ButtonProps) {
  const accordion = useRequired(useContext(AccordionContext), 'AccordionButton');
  const item = useRequired(useContext(ItemContext), 'AccordionButton');
  const Heading = `h${headingLevel}` as const;
  return (
    <Heading id={headingId} className={styles.heading}>
      <button
        type="button"
        id={item.buttonId}
        aria-expanded={item.open}
        aria-controls={item.panelId}
        data-fs-accordion-button=""
        data-testid={testId}
        className={clsx(styles.button, className)}
        onClick={() => accordion.toggle(item.index)}
        onKeyDown={moveFocus}
        {...rest}>
        <span>{children}</span>
        <span className={styles.icon} aria-hidden="true" />
      </button>
    </Heading>
  );
}

type PanelProps = HTMLAttributes<HTMLDivElement> & {
  /** Value rendered as `data-testid`; default 'store-accordion-panel'. */
  testId?: string;
};

/** The panel stays in the HTML when closed (hidden), so its text is server-rendered and searchable. */
export function AccordionPanel({testId = 'store-accordion-panel', className, ...rest}: PanelProps) {
  const item = useRequired(useContext(ItemContext), 'AccordionPanel');
  return (
    <div
      id={item.panelId}
      role="region"
      aria-labelledby={item.buttonId}
      hidden={!item.open}
      data-fs-accordion-panel=""
      data-testid={testId}
      className={clsx(styles.panel, className)}
      {...rest}
    />
  );
}
