import React, {useCallback, useId, useLayoutEffect, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import type {FeedbackResponse} from '@site/common/feedback.ts';
import type {Delivery} from '../../client/outbox.ts';
import {statusOf, surveyCopy, type Sent, type SurveyStatus} from '../../copy.ts';
import {buildResponse, newResponseId, openerRating, ratingOnlyDraft, type DetailsDraft} from '../../survey.ts';
import {FOCUSABLE_SELECTOR, trappedFocusIndex} from '@site/common/focusTrap.ts';
import RatingStep from '../RatingStep/index.tsx';
import DetailsStep from '../DetailsStep/index.tsx';
import styles from './styles.module.css';

export interface Props {
  /** Path of the page the survey is about (location.pathname). */
  page: string;
  /** The page's locale (Docusaurus' currentLocale: en, pt-BR, es), sent with the response. */
  locale: string;
  /** The face chosen where the survey was opened (a prompt's `data-feedback-rate`); anything else selects none. */
  initialRate?: string | null;
  /** Stores and sends a response; resolves with where it is held. */
  deliver: (response: FeedbackResponse) => Promise<Delivery>;
  /**
   * Closes the dialog. Once a response has been handed over, `status` settles with what the reader is to be told
   * about it; closing before a rating was given passes none.
   */
  onClose: (status?: Promise<SurveyStatus>) => void;
}

type Gtag = (command: 'event', action: string, params: Record<string, unknown>) => void;

/** The survey vote event (category csat, action csatVote, value the rating): only when analytics is configured, i.e. gtag exists. */
function reportVote(rate: number): void {
  const gtag = (window as unknown as {gtag?: Gtag}).gtag;
  if (typeof gtag === 'function') gtag('event', 'csatVote', {event_category: 'csat', value: rate});
}

/** Tab and Shift+Tab wrap around inside the dialog (the same rule as the UI kit's Modal). */
function trapTab(event: React.KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const focusables = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR));
  const target = trappedFocusIndex(focusables.indexOf(document.activeElement as HTMLElement), focusables.length, event.shiftKey);
  if (target === null) return;
  event.preventDefault();
  focusables[target].focus();
}

/** Sending again can only help when nothing holds the response; a refusal is final (see client/outbox.ts). */
const settled = (delivery: Delivery) => delivery.state !== 'unsaved';

/**
 * The two-step survey (rating, then details) as a modal dialog; the page behind it is inert while it is open. One response id
 * per opening: Send, and closing after a rating was given (which sends the rating alone), both use it, and only
 * the first of them hands a response over.
 */
export default function Dialog({page, locale, initialRate, deliver, onClose}: Props) {
  const titleId = useId();
  const copy = surveyCopy();
  const [id] = useState(newResponseId);
  const [step, setStep] = useState<'rating' | 'details'>('rating');
  const [rate, setRate] = useState<number | null>(() => openerRating(initialRate));
  const [ratingError, setRatingError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string>();
  const panel = useRef<HTMLDivElement>(null);
  // What the latest hand-over resolves to, whether the dialog has closed, and whether the vote was reported; refs,
  // because Escape and the close button may both fire before a render.
  const handedOver = useRef<{sent: Sent; delivery: Promise<Delivery>} | null>(null);
  const closed = useRef(false);
  const voted = useRef(false);

  const handOver = useCallback(
    (sent: Sent, rating: number, draft: DetailsDraft) => {
      const delivery = deliver(buildResponse(rating, draft, {id, now: new Date(), page, locale}));
      handedOver.current = {sent, delivery};
      if (!voted.current) reportVote(rating);
      voted.current = true;
      return delivery;
    },
    [deliver, id, page, locale],
  );

  const close = useCallback(() => {
    if (closed.current) return;
    closed.current = true;
    // A rating given at step 1 is never lost: closing at step 2 sends it alone, unless Send already handed it over.
    if (!handedOver.current && step === 'details' && rate !== null) handOver('rating', rate, ratingOnlyDraft);
    const current = handedOver.current;
    onClose(current ? current.delivery.then((delivery) => statusOf(delivery, current.sent)) : undefined);
  }, [handOver, onClose, rate, step]);

  // Layout effects: by the time the dialog is painted, the page is inert and Escape closes it
  // (a passive effect left a moment where an early Escape was lost).
  useLayoutEffect(() => {
    const app = document.getElementById('__docusaurus');
    app?.setAttribute('inert', '');
    const choice = panel.current?.querySelector<HTMLElement>('input:checked') ?? panel.current?.querySelector<HTMLElement>('input');
    choice?.focus();
    return () => app?.removeAttribute('inert');
  }, []);

  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [close]);

  const send = (draft: DetailsDraft) => {
    if (rate === null || sending || closed.current) return;
    setSending(true);
    setSendError(undefined);
    const delivery = handOver('feedback', rate, draft);
    void delivery.then((result) => {
      if (closed.current) return;
      if (settled(result)) {
        closed.current = true;
        onClose(Promise.resolve(statusOf(result, 'feedback')));
        return;
      }
      // Nothing holds it: the reader keeps what they wrote, is told why, and may send again.
      handedOver.current = null;
      setSending(false);
      setSendError(statusOf(result, 'feedback').message);
    });
  };

  return createPortal(
    <div className={styles.dialogBackdrop}>
      <div
        ref={panel}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={trapTab}>
        <div className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {copy.title}
          </h2>
          <button type="button" className={styles.dialogClose} aria-label={copy.close} onClick={close}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {step === 'rating' ? (
          <RatingStep
            rate={rate}
            error={ratingError}
            onChange={(value) => {
              setRate(value);
              setRatingError(undefined);
            }}
            onError={setRatingError}
            onNext={() => setStep('details')}
          />
        ) : (
          <DetailsStep onSubmit={send} sending={sending} sendError={sendError} />
        )}
      </div>
    </div>,
    document.body,
  );
}
