import type {InputHTMLAttributes, Ref} from 'react';
import clsx from 'clsx';
import field from '../field.module.css';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  /** Kit extra: visible label wrapping the field; default none (then pass aria-label or your own label). */
  label?: string;
  /** Value rendered as `data-testid`; default 'store-input'. */
  testId?: string;
  ref?: Ref<HTMLInputElement>;
};

export default function Input({label, testId = 'store-input', className, ...rest}: Props) {
  const input = <input data-fs-input="" data-testid={testId} className={clsx(field.control, className)} {...rest} />;
  if (!label) return input;
  return (
    <label className={field.field}>
      {label}
      {input}
    </label>
  );
}
