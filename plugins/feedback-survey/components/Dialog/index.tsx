import React, {useId, useLayoutEffect, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import type {FeedbackResponse} from '../../../../common/feedback';
import {surveyCopy} from '../../copy';
import {buildResponse, newResponseId, type DetailsDraft} from '../../survey';
import {FOCUSABLE_SELECTOR, trappedFocusIndex} from '../../../../src/lib/focusTrap';
import RatingStep from '../RatingStep';
import DetailsStep from '../DetailsStep';
import styles from './styles.module.css';

export interface Props {
  /** Path of the page the survey is about (location.pathname). */
  page: string;
  onClose: () => void;
  /** Hands the finished response over for delivery; the dialog closes right after. */
  onSubmit: (response: FeedbackResponse) => void;
}

type Gtag = (command: 'event', action: string, params: Record<string, unknown>) => void;

/** Spec §7 "Survey vote event": only when analytics is configured, i.e. gtag exists. */
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

/** The two-step survey (spec §4) as a modal dialog; the page behind it is inert while it is open. */
export default function Dialog({page, onClose, onSubmit}: Props) {
  const titleId = useId();
  const [step, setStep] = useState<'rating' | 'details'>('rating');
  const [rate, setRate] = useState<number | null>(null);
  const [ratingError, setRatingError] = useState<string>();
  const panel = useRef<HTMLDivElement>(null);

  // A layout effect: by the time the dialog is painted, the page is inert and Escape closes it
  // (a passive effect left a moment where an early Escape was lost).
  useLayoutEffect(() => {
    const app = document.getElementById('__docusaurus');
    app?.setAttribute('inert', '');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    panel.current?.querySelector<HTMLElement>('input')?.focus();
    return () => {
      app?.removeAttribute('inert');
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose]);

  const send = (draft: DetailsDraft) => {
    if (rate === null) return;
    onSubmit(buildResponse(rate, draft, {id: newResponseId(), now: new Date(), page}));
    reportVote(rate);
    onClose();
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
            {surveyCopy.title}
          </h2>
          <button type="button" className={styles.dialogClose} aria-label={surveyCopy.close} onClick={onClose}>
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
          <DetailsStep onSubmit={send} />
        )}
      </div>
    </div>,
    document.body,
  );
}
