import React, {useId, useRef} from 'react';
import clsx from 'clsx';
import {errorText, surveyCopy} from '../../copy.ts';
import {ratingLabel, ratingName, ratingOptions} from '../../ratings.ts';
import {validateRating} from '../../survey.ts';
import Face from '../Face/index.tsx';
import FieldError from '../FieldError/index.tsx';
import styles from './styles.module.css';

interface Props {
  rate: number | null;
  error: string | undefined;
  onChange: (rate: number) => void;
  onError: (error: string) => void;
  onNext: (rate: number) => void;
}

/** Step 1: a required rating from 1 to 5, five faces from sad to happy. */
export default function RatingStep({rate, error, onChange, onError, onNext}: Props) {
  const legendId = useId();
  const errorId = useId();
  const firstRadio = useRef<HTMLInputElement>(null);
  const selected = ratingOptions.find((option) => option.value === rate);
  const copy = surveyCopy();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validateRating(rate);
    if (problem || rate === null) {
      onError(problem ? errorText(problem) : '');
      firstRadio.current?.focus();
      return;
    }
    onNext(rate);
  };

  return (
    <form noValidate onSubmit={submit}>
      <fieldset
        role="radiogroup"
        className={styles.ratingGroup}
        aria-labelledby={legendId}
        aria-describedby={errorId}
        aria-invalid={error ? true : undefined}
        aria-required="true">
        <legend id={legendId} className={styles.ratingQuestion}>
          {copy.ratingQuestion}
        </legend>
        <div className={styles.faces}>
          {ratingOptions.map((option, index) => (
            <label key={option.value} className={styles.face}>
              <input
                ref={index === 0 ? firstRadio : undefined}
                className={styles.faceInput}
                type="radio"
                name="rate"
                value={option.value}
                checked={rate === option.value}
                onChange={() => onChange(option.value)}
                aria-label={ratingName(option)}
              />
              <span className={clsx(styles.faceIcon, rate === option.value && styles.faceIconChecked)}>
                <Face mood={option.mood} />
              </span>
            </label>
          ))}
        </div>
        <p className={styles.ratingChoice} aria-hidden="true">
          {selected ? ratingLabel(selected) : '\u00a0'}
        </p>
      </fieldset>
      <FieldError id={errorId}>{error}</FieldError>
      <div className={styles.ratingActions}>
        <button type="submit" className="button button--primary">
          {copy.next}
        </button>
      </div>
    </form>
  );
}
