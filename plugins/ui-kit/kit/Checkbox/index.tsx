import type {InputHTMLAttributes, Ref} from 'react';
import clsx from 'clsx';
import field from '../field.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** Kit extra: visible label beside the box; default none. */
  label?: string;
  /** Value rendered as `data-testid`; default 'store-checkbox'. */
  testId?: string;
  ref?: Ref<HTMLInputElement>;
};

export default function Checkbox({label, testId = 'store-checkbox', className, ...rest}: Props) {
  const box = <input type="checkbox" data-fs-checkbox="" data-testid={testId} className={clsx(field.check, className)} {...rest} />;
  if (!label) return box;
  return (
    <label className={field.inline}>
      {box}
      {label}
    </label>
  );
}
