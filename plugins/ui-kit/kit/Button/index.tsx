import type {ButtonHTMLAttributes, Ref} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Kit extra: look of the button; default 'primary'. */
  variant?: 'primary' | 'secondary' | 'tertiary';
  /** Value rendered as `data-testid`; default 'store-button'. */
  testId?: string;
  ref?: Ref<HTMLButtonElement>;
};

export default function Button({variant = 'primary', testId = 'store-button', type = 'button', className, ...rest}: Props) {
  return (
    <button
      type={type}
      data-fs-button={variant}
      data-testid={testId}
      className={clsx(styles.button, styles[variant], className)}
      {...rest}
    />
  );
}
