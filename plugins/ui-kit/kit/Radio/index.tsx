import type {InputHTMLAttributes, Ref} from 'react';
import clsx from 'clsx';
import field from '../field.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** Kit extra: visible label beside the button; default none. */
  label?: string;
  /** Value rendered as `data-testid`; default 'store-radio'. */
  testId?: string;
  ref?: Ref<HTMLInputElement>;
};

export default function Radio({label, testId = 'store-radio', className, ...rest}: Props) {
  const radio = <input type="radio" data-fs-radio="" data-testid={testId} className={clsx(field.check, className)} {...rest} />;
  if (!label) return radio;
  return (
    <label className={field.inline}>
      {radio}
      {label}
    </label>
  );
}
