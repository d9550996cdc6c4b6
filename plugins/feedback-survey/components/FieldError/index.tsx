import React from 'react';
import styles from './styles.module.css';

interface Props {
  id: string;
  children: string | undefined;
}

/**
 * The error next to a field. It is always rendered, empty while the field is valid, so that screen readers know the
 * live region before its text appears and announce it; the field points at it with aria-describedby.
 */
export default function FieldError({id, children}: Props) {
  return (
    <p id={id} className={styles.fieldError} aria-live="assertive">
      {children}
    </p>
  );
}
