import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** The message. */
  message: string;
  /** 'info', 'success' or 'error'; default 'info'. Errors are announced at once (role alert), the others politely. */
  status?: 'info' | 'success' | 'error';
  /** Shows a close button when given. */
  onClose?: () => void;
  className?: string;
  /** Value rendered as `data-testid`; default 'store-toast'. */
  testId?: string;
}

export default function Toast({message, status = 'info', onClose, className, testId = 'store-toast'}: Props) {
  return (
    <div
      role={status === 'error' ? 'alert' : 'status'}
      data-fs-toast={status}
      data-testid={testId}
      className={clsx(styles.toast, styles[status], className)}>
      <p className={styles.message}>{message}</p>
      {onClose && (
        <button type="button" className={styles.close} aria-label="Dismiss notification" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
