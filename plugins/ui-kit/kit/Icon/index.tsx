import {forwardRef, type HTMLAttributes, type ReactNode} from 'react';

export interface IconProps extends HTMLAttributes<HTMLSpanElement> {
  /** The icon, usually an `svg` element. */
  component: ReactNode;
  /** Value rendered as `data-testid`; default 'store-icon'. */
  testId?: string;
}

/** Stand-in for the 1.x Icon: a `span` around the given icon. */
const Icon = forwardRef<HTMLSpanElement, IconProps>(function Icon({component, testId = 'store-icon', ...rest}, ref) {
  return (
    <span ref={ref} data-fs-icon="" data-testid={testId} {...rest}>
      {component}
    </span>
  );
});

export default Icon;
