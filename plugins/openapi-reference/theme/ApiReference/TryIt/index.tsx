import useIsBrowser from '@docusaurus/useIsBrowser';
import {useState, type ComponentType, type ReactNode} from 'react';
import type {Operation} from '@site/common/openapi';
import type {Props as PanelProps} from './Panel';
import styles from './styles.module.css';

interface Props {
  operation: Operation;
}

/**
 * The "Try it" button. The panel's code is loaded only when a reader opens it; before the page
 * hydrates (or with JavaScript off) the button is disabled, since it cannot send anything.
 */
export default function TryIt({operation}: Props): ReactNode {
  // False during server rendering and hydration, true once React runs in the browser.
  const hydrated = useIsBrowser();
  const [Panel, setPanel] = useState<ComponentType<PanelProps> | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const open = () => {
    import('./Panel').then(
      (module) => setPanel(() => module.default),
      () => setLoadError('The "Try it" panel could not load. Check your connection and try again.'),
    );
  };

  if (Panel) return <Panel operation={operation} />;
  return (
    <div className={styles.tryItLauncher}>
      <button type="button" className="button button--primary" disabled={!hydrated} onClick={open} aria-label={`Try it: ${operation.summary}`}>
        Try it
      </button>
      {hydrated ? null : <span className={styles.tryItNote}>Sending requests from this page needs JavaScript.</span>}
      {loadError ? (
        <p role="alert" className={styles.tryItError}>
          {loadError}
        </p>
      ) : null}
    </div>
  );
}
