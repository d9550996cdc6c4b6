import {forwardRef, type ReactNode} from 'react';
import clsx from 'clsx';
import Button, {type ButtonProps} from '../Button/index.tsx';
import Icon from '../Icon/index.tsx';
import styles from './styles.module.css';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label'> {
  /** Value rendered as `data-testid`; default 'store-icon-button'. */
  testId?: string;
  /** The icon, usually an `svg` element. */
  icon: ReactNode;
  /** The button's accessible name, required since it shows no text. */
  'aria-label': string;
}

/** Stand-in for the 1.x IconButton: a Button that shows only an Icon. */
const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton({icon, testId = 'store-icon-button', className, ...rest}, ref) {
  return (
    <Button ref={ref} data-fs-icon-button="" testId={testId} className={clsx(styles.iconButton, className)} {...rest}>
      <Icon component={icon} />
    </Button>
  );
});

export default IconButton;
