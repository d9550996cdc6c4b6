import {
  useLayoutEffect,
  useRef,
  type AriaAttributes,
  type DetailedHTMLProps,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type PropsWithChildren,
} from 'react';
import clsx from 'clsx';
import {FOCUSABLE_SELECTOR as focusable, trappedFocusIndex} from '@site/common/focusTrap.ts';
import styles from './styles.module.css';

export interface ModalProps extends Omit<DetailedHTMLProps<HTMLAttributes<HTMLDivElement>, HTMLDivElement>, 'ref' | 'onClick'> {
  /** Value rendered as `data-testid` on the dialog; default 'store-modal'. */
  testId?: string;
  /** Id of the element that names the dialog, usually a heading in its children. */
  'aria-labelledby'?: AriaAttributes['aria-label'];
  /** Called on Escape and on a click on the overlay outside the dialog; default none (neither closes it). */
  onDismiss?: (event: MouseEvent | KeyboardEvent) => void;
  /** Whether the dialog is shown. */
  isOpen: boolean;
}

/**
 * Stand-in for the 1.x Modal: a modal dialog over an overlay. Focus moves in on open, Tab stays inside, Escape
 * calls `onDismiss`, and focus returns to where it was when the dialog closes.
 */
export default function Modal({isOpen, children, onDismiss, testId = 'store-modal', className, ...rest}: PropsWithChildren<ModalProps>) {
  const dialogRef = useRef<HTMLDivElement>(null);

  // A layout effect, in the commit that adds or removes the dialog: a passive effect runs later (Preact waits for
  // the next frame), and a key pressed meanwhile moved focus before the opener was read or the dialog took it.
  useLayoutEffect(() => {
    if (!isOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = dialogRef.current?.querySelector<HTMLElement>(focusable);
    (first ?? dialogRef.current)?.focus();
    return () => opener?.focus();
  }, [isOpen]);

  if (!isOpen) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    rest.onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDismiss?.(event);
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(focusable));
    const target = trappedFocusIndex(items.indexOf(document.activeElement as HTMLElement), items.length, event.shiftKey);
    if (target === null) return;
    event.preventDefault();
    items[target].focus();
  }

  return (
    <div className={styles.overlay} data-fs-modal-overlay="" onClick={(event) => event.target === event.currentTarget && onDismiss?.(event)}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        tabIndex={-1}
        data-fs-modal=""
        data-testid={testId}
        {...rest}
        className={clsx(styles.modal, className)}
        onKeyDown={onKeyDown}>
        {children}
      </div>
    </div>
  );
}
