import React, {useCallback, useEffect, useRef, useState, type ComponentType} from 'react';
import {useLocation} from '@docusaurus/router';
import {feedbackOutbox} from '../../clientModules/feedbackOutbox';
import type {Props as DialogProps} from './Dialog';
import styles from './styles.module.css';

type DialogComponent = ComponentType<DialogProps>;

// Spec §2 names the button; the rest of the survey's copy loads with the dialog (src/data/feedbackSurvey.ts).
const openerLabel = 'Feedback';

let dialogLoad: Promise<DialogComponent> | undefined;

/** The dialog (and zod with it) is fetched on the first open only; a failed fetch can be retried by clicking again. */
function loadDialog(): Promise<DialogComponent> {
  dialogLoad ??= import('./Dialog').then(
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

/** The floating Feedback button; it opens the survey dialog, whose code it fetches on the first open. */
export default function FeedbackSurvey() {
  const {pathname} = useLocation();
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

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
        <button type="button" className={styles.feedbackButton} data-feedback-open aria-haspopup="dialog">
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
