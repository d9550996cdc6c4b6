import React, {useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {MESSAGE_MAX_LENGTH} from '@site/common/feedback.ts';
import {characterCount, detailsErrorTexts, surveyCopy} from '../../copy.ts';
import {validateDetails, type ContactChoice, type DetailsDraft, type DetailsErrors} from '../../survey.ts';
import FieldError from '../FieldError/index.tsx';
import styles from './styles.module.css';

interface Props {
  onSubmit: (draft: DetailsDraft) => void;
  /** True while the response is on its way: Send waits. */
  sending: boolean;
  /** Why the last Send was not stored or kept, if it was not. */
  sendError: string | undefined;
}

/** Step 2: thank-you, optional message, required contact choice, email required when Yes. */
export default function DetailsStep({onSubmit, sending, sendError}: Props) {
  const ids = {
    heading: useId(),
    note: useId(),
    sendError: useId(),
    message: useId(),
    counter: useId(),
    messageError: useId(),
    contact: useId(),
    contactError: useId(),
    email: useId(),
    emailError: useId(),
  };
  const [draft, setDraft] = useState<DetailsDraft>({message: '', contact: '', email: ''});
  const [errors, setErrors] = useState<DetailsErrors>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const messageField = useRef<HTMLTextAreaElement>(null);
  const firstContact = useRef<HTMLInputElement>(null);
  const emailField = useRef<HTMLInputElement>(null);
  const {currentLocale} = useDocusaurusContext().i18n;
  const copy = surveyCopy();

  // Moving to this step announces the thank-you before the fields.
  useEffect(() => heading.current?.focus(), []);

  const change = <K extends keyof DetailsDraft>(field: K, value: DetailsDraft[K]) => {
    setDraft((previous) => ({...previous, [field]: value}));
    setErrors((previous) => ({...previous, [field]: undefined}));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateDetails(draft);
    setErrors(detailsErrorTexts(found, {length: draft.message.length, locale: currentLocale}));
    if (found.message) messageField.current?.focus();
    else if (found.contact) firstContact.current?.focus();
    else if (found.email) emailField.current?.focus();
    else onSubmit(draft);
  };

  const length = draft.message.length;
  const contactChoices: Array<[Exclude<ContactChoice, ''>, string]> = [
    ['yes', copy.yes],
    ['no', copy.no],
  ];

  return (
    <form noValidate onSubmit={submit}>
      <h3 id={ids.heading} ref={heading} tabIndex={-1} className={styles.detailsHeading} aria-describedby={ids.note}>
        {copy.thanks}
      </h3>
      <p id={ids.note} className={styles.detailsNote}>
        {copy.sendNote}
      </p>

      <label htmlFor={ids.message} className={styles.detailsLabel}>
        {copy.messageLabel}
      </label>
      <textarea
        id={ids.message}
        ref={messageField}
        name="message"
        rows={4}
        className={styles.detailsInput}
        value={draft.message}
        onChange={(event) => change('message', event.target.value)}
        aria-describedby={`${ids.counter} ${ids.messageError}`}
        aria-invalid={errors.message ? true : undefined}
      />
      <p id={ids.counter} className={clsx(styles.detailsCounter, length > MESSAGE_MAX_LENGTH && styles.detailsCounterOver)}>
        {characterCount(length, currentLocale)}
      </p>
      <FieldError id={ids.messageError}>{errors.message}</FieldError>

      <fieldset
        role="radiogroup"
        className={styles.detailsContact}
        aria-labelledby={ids.contact}
        aria-describedby={ids.contactError}
        aria-invalid={errors.contact ? true : undefined}
        aria-required="true">
        <legend id={ids.contact} className={styles.detailsLabel}>
          {copy.contactQuestion}
        </legend>
        {contactChoices.map(([value, label], index) => (
          <label key={value} className={styles.detailsChoice}>
            <input
              ref={index === 0 ? firstContact : undefined}
              type="radio"
              name="contact"
              value={value}
              checked={draft.contact === value}
              onChange={() => change('contact', value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <FieldError id={ids.contactError}>{errors.contact}</FieldError>

      {draft.contact === 'yes' && (
        <>
          <label htmlFor={ids.email} className={styles.detailsLabel}>
            {copy.emailLabel}
          </label>
          <input
            id={ids.email}
            ref={emailField}
            className={styles.detailsInput}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={draft.email}
            onChange={(event) => change('email', event.target.value)}
            aria-describedby={ids.emailError}
            aria-invalid={errors.email ? true : undefined}
          />
          <FieldError id={ids.emailError}>{errors.email}</FieldError>
        </>
      )}

      <FieldError id={ids.sendError}>{sendError}</FieldError>
      <div className={styles.detailsActions}>
        {/* Stays focusable while sending (aria-disabled, not disabled), so focus is not dropped to the page. */}
        <button type="submit" className="button button--primary" aria-disabled={sending ? true : undefined} aria-describedby={ids.sendError}>
          {sending ? copy.sending : copy.submit}
        </button>
      </div>
    </form>
  );
}
