import React, {useCallback, useEffect, useRef, useState, type ComponentType, type RefObject} from 'react';
import {useLocation} from '@docusaurus/router';
import {feedbackOutbox} from '../../client/outboxModule';
import type {Props as DialogProps} from '../../components/Dialog';
import styles from './styles.module.css';

type DialogComponent = ComponentType<DialogProps>;

// Spec §2 names the button; the rest of the survey's copy loads with the dialog (plugins/feedback-survey/copy.ts).
const openerLabel = 'Feedback';

let dialogLoad: Promise<DialogComponent> | undefined;

/** The dialog (and zod with it) is fetched on the first open only; a failed fetch can be retried by clicking again. */
function loadDialog(): Promise<DialogComponent> {
  dialogLoad ??= import('../../components/Dialog').then(
    (module) => module.default,
    (error: unknown) => {
      dialogLoad = undefined;
      throw error;
    },
  );
  return dialogLoad;
}

type OpenHandler = (opener: HTMLElement) => void;
let openHandler: OpenHandler | null = null;
let pendingOpener: HTMLElement | null = null;

// One document listener, attached as soon as this code runs (before React hydrates the page), opens the survey from
// the floating button and from any `[data-feedback-open]` element, such as the announcement bar's plain-HTML button.
// A click that arrives before the component is ready is remembered and honoured once it is.
if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('[data-feedback-open]') : null;
    if (!(target instanceof HTMLElement)) return;
    event.preventDefault();
    if (openHandler) openHandler(target);
    else pendingOpener = target;
  });
}

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/**
 * Focus not obscured (WCAG 2.4.11): marks the button `data-yield` while the focused element or the selected text
 * lies under it, and clears the mark once they move on. The button keeps its box, so the check does not flicker.
 */
function useYieldToFocus(button: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = button.current;
      if (!element) return;
      const own = element.getBoundingClientRect();
      const focused = document.activeElement;
      const boxes: DOMRect[] = [];
      if (focused instanceof HTMLElement && focused !== document.body && !element.contains(focused)) {
        boxes.push(focused.getBoundingClientRect());
      }
      const selection = document.getSelection();
      if (selection && !selection.isCollapsed && selection.rangeCount > 0) {
        boxes.push(...Array.from(selection.getRangeAt(0).getClientRects()));
      }
      element.toggleAttribute('data-yield', boxes.some((box) => overlaps(box, own)));
    };
    // Focus moves synchronously; scrolling and selecting are checked once per frame.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    document.addEventListener('focusin', check);
    document.addEventListener('focusout', schedule);
    document.addEventListener('selectionchange', schedule);
    window.addEventListener('scroll', schedule, {passive: true, capture: true});
    window.addEventListener('resize', schedule, {passive: true});
    check();
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', check);
      document.removeEventListener('focusout', schedule);
      document.removeEventListener('selectionchange', schedule);
      window.removeEventListener('scroll', schedule, {capture: true});
      window.removeEventListener('resize', schedule);
    };
  }, [button]);
}

/** The floating Feedback button; it opens the survey dialog, whose code it fetches on the first open. */
export default function FeedbackSurvey() {
  const {pathname} = useLocation();
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  useYieldToFocus(button);

  useEffect(() => {
    const openFrom: OpenHandler = (element) => {
      opener.current = element;
      loadDialog().then(
        (component) => {
          setDialog(() => component);
          setOpen(true);
        },
        (error: unknown) => console.warn('The feedback survey could not be loaded; click again to retry.', error),
      );
    };
    openHandler = openFrom;
    if (pendingOpener) openFrom(pendingOpener);
    pendingOpener = null;
    return () => {
      if (openHandler === openFrom) openHandler = null;
    };
  }, []);

  // Runs after the dialog has unmounted and released the page, so the opener can take focus again.
  useEffect(() => {
    if (!open && opener.current?.isConnected) opener.current.focus();
  }, [open]);

  const close = useCallback(() => setOpen(false), []);
  const submit = useCallback<DialogProps['onSubmit']>((response) => void feedbackOutbox().submit(response), []);

  return (
    <>
      <div className={styles.feedbackDock}>
        <button ref={button} type="button" className={styles.feedbackButton} data-feedback-open aria-haspopup="dialog">
          <svg className={styles.feedbackButtonIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-4.4 3.5A.5.5 0 0 1 4 20.1V17a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          <span className={styles.feedbackButtonLabel}>{openerLabel}</span>
        </button>
      </div>
      {open && Dialog && <Dialog page={pathname} onClose={close} onSubmit={submit} />}
    </>
  );
}
