import React, {useCallback, useEffect, useRef, useState, type ComponentType} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {feedbackOutbox} from '../../client/outboxModule.ts';
import type {Props as DialogProps} from '../../components/Dialog/index.tsx';
import type {SurveyStatus} from '../../copy.ts';
import styles from './styles.module.css';

type Location = ReturnType<typeof useLocation>;

type DialogComponent = ComponentType<DialogProps>;

/**
 * A status to show, on the page view it was given on, and where: below the navbar (`top`, px) when the element that
 * has focus sits low in the window.
 */
interface Shown extends SurveyStatus {
  location: Location;
  top: number | null;
}

/**
 * The message goes to the bottom of the window unless that is where the opener, which has focus again, lies: then
 * it goes right below the navbar, so it never covers the focused element.
 */
function placeFor(element: HTMLElement | null): number | null {
  const box = element?.isConnected ? element.getBoundingClientRect() : null;
  if (!box || box.bottom < window.innerHeight * 0.6) return null;
  return (document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0) + 8;
}

let dialogLoad: Promise<DialogComponent> | undefined;

/** The dialog (and zod with it) is fetched on the first open only; a failed fetch can be retried by clicking again. */
function loadDialog(): Promise<DialogComponent> {
  dialogLoad ??= import('../../components/Dialog/index.tsx').then(
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
// any `[data-feedback-open]` element: the navbar's Feedback button, the announcement bar's plain-HTML button and the
// faces of a doc page's "Was this page helpful?" prompt. A click that arrives before the component is ready is
// remembered and honoured once it is. The html element's `data-feedback-ready` tells CSS that such clicks now work.
if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('[data-feedback-open]') : null;
    if (!(target instanceof HTMLElement)) return;
    event.preventDefault();
    if (openHandler) openHandler(target);
    else pendingOpener = target;
  });
  document.documentElement.setAttribute('data-feedback-ready', '');
}

/** The survey's host: the dialog, fetched on the first open, and the message that tells how a response fared. */
export default function FeedbackSurvey() {
  const location = useLocation();
  const {pathname} = location;
  const {currentLocale} = useDocusaurusContext().i18n;
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [initialRate, setInitialRate] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  // A message belongs to the page view it was given on: a navigation (a new location) leaves it behind.
  const status = shown?.location === location ? shown : null;
  const opener = useRef<HTMLElement | null>(null);
  // Only the latest response's status is shown, however the earlier ones settle.
  const latest = useRef(0);

  useEffect(() => {
    const openFrom: OpenHandler = (element) => {
      opener.current = element;
      loadDialog().then(
        (component) => {
          latest.current += 1;
          setShown(null);
          setInitialRate(element.getAttribute('data-feedback-rate'));
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

  // Runs after the dialog has unmounted and released the page, so the opener can take focus again, where it is:
  // scrolling to it would lose the reader's place.
  useEffect(() => {
    if (!open && opener.current?.isConnected) opener.current.focus({preventScroll: true});
  }, [open]);

  const close = useCallback<DialogProps['onClose']>(
    (settled) => {
      setOpen(false);
      const token = latest.current;
      void settled?.then((next) => {
        if (latest.current === token) setShown({...next, location, top: placeFor(opener.current)});
      });
    },
    [location],
  );
  const deliver = useCallback<DialogProps['deliver']>((response) => feedbackOutbox().submit(response), []);
  // The rest of the survey's copy loads with the dialog (plugins/feedback-survey/copy.ts).
  const dismissLabel = translate({
    id: 'site.survey.dismiss',
    message: 'Dismiss',
    description: 'Accessible name of the button that hides the feedback survey status message',
  });

  return (
    <>
      {/* Always present, so that screen readers know the live region before its text arrives and announce it. */}
      <div
        className={clsx(styles.surveyStatus, status?.ok === false && styles.surveyStatusError)}
        style={status?.top != null ? {top: status.top, bottom: 'auto'} : undefined}>
        <p role="status" className={styles.surveyStatusText}>
          {status?.message}
        </p>
        {status && (
          <button type="button" className={styles.surveyStatusDismiss} aria-label={dismissLabel} onClick={() => setShown(null)} />
        )}
      </div>
      {open && Dialog && (
        <Dialog page={pathname} locale={currentLocale} initialRate={initialRate} deliver={deliver} onClose={close} />
      )}
    </>
  );
}
