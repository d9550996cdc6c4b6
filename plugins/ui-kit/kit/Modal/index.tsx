import {useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {FOCUSABLE_SELECTOR as focusable, trappedFocusIndex} from '../../../../src/lib/focusTrap';
import styles from './styles.module.css';

interface Props {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called on Escape, on the close button and on a click on the overlay. */
  onDismiss: () => void;
  /** Visible heading that names the dialog. */
  title: string;
  children: ReactNode;
  className?: string;
  /** Value rendered as `data-testid` on the dialog; default 'store-modal'. */
  testId?: string;
}

/** A modal dialog: focus moves in on open, Tab stays inside, Escape closes, and focus returns to where it was. */
export default function Modal({isOpen, onDismiss, title, children, className, testId = 'store-modal'}: Props) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

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
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDismiss();
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
    <div className={styles.overlay} data-fs-modal-overlay="" onClick={(event) => event.target === event.currentTarget && onDismiss()}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-fs-modal=""
        data-testid={testId}
        className={clsx(styles.modal, className)}
        onKeyDown={onKeyDown}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="Close" onClick={onDismiss}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
