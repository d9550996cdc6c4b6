import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import CopyButton from '@theme-original/CodeBlock/Buttons/CopyButton';
import type CopyButtonType from '@theme/CodeBlock/Buttons/CopyButton';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CopyButtonType>;

/**
 * The theme's copy button plus a polite live region that says "Copied to clipboard" once per copy. The theme only
 * renames the focused button to "Copied" for a second, which screen readers do not reliably announce; the region
 * follows that name, so it is set when a copy succeeds and cleared when the button resets.
 */
export default function CopyButtonWrapper(props: Props): ReactNode {
  const box = useRef<HTMLSpanElement>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    const button = box.current?.querySelector('button');
    if (!button) return undefined;
    const copiedLabel = translate({id: 'theme.CodeBlock.copied', message: 'Copied'});
    const confirmation = translate({id: 'site.CodeBlock.copiedAnnouncement', message: 'Copied to clipboard'});
    const observer = new MutationObserver(() => setMessage(button.getAttribute('aria-label') === copiedLabel ? confirmation : ''));
    observer.observe(button, {attributes: true, attributeFilter: ['aria-label']});
    return () => observer.disconnect();
  }, []);
  return (
    <span ref={box} className={styles.copyButtonBox}>
      <CopyButton {...props} />
      <span role="status" className={styles.copyButtonStatus}>
        {message}
      </span>
    </span>
  );
}
