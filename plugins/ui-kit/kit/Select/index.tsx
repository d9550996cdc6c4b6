import type {Ref, SelectHTMLAttributes} from 'react';
import clsx from 'clsx';
import field from '../field.module.css';

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  /** Kit extra: visible label wrapping the list; default none. */
  label?: string;
  /** Value rendered as `data-testid`; default 'store-select'. */
  testId?: string;
  ref?: Ref<HTMLSelectElement>;
};

export default function Select({label, testId = 'store-select', className, ...rest}: Props) {
  const select = <select data-fs-select="" data-testid={testId} className={clsx(field.control, className)} {...rest} />;
  if (!label) return select;
  return (
    <label className={field.field}>
      {label}
      {select}
    </label>
  );
}
