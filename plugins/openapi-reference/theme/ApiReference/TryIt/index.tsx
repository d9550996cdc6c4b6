import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {Suspense, useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode} from 'react';
import type {Operation} from '@site/common/openapi.ts';
import type {Props as PanelProps} from './Panel/index.tsx';
import serverPanel from './serverPanel.ts';
import styles from './styles.module.css';

interface Props {
  operation: Operation;
}

const ServerPanel = serverPanel;
/** The form's code: there at once on the server; in the browser, fetched once for the page when a reader opens a panel. */
let Panel: ComponentType<PanelProps> | null = serverPanel;
let panelCode: Promise<void> | null = null;

function loadPanel(): Promise<void> {
  panelCode ??= import('./Panel/index.tsx').then(
    (module) => {
      Panel = module.default;
    },
    (error: unknown) => {
      panelCode = null;
      throw error;
    },
  );
  return panelCode;
}

interface Wait {
  promise: Promise<void>;
  resolve: () => void;
}

function createWait(): Wait {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return {promise, resolve};
}

/**
 * The form, once its code is here. Until then it suspends, and while the page hydrates Preact keeps the
 * server's form in place: its fields stay visible and usable, and go live where they are.
 */
function PanelSlot({operation, wait, onLive}: PanelProps & {wait: Wait}): ReactNode {
  if (Panel) return <Panel operation={operation} onLive={onLive} />;
  throw wait.promise;
}

/** The form's first field; the Close button before the form is not one. */
const firstField = 'form select, form input, form textarea';

/**
 * "Try it": a disclosure whose summary is the button, so it opens and closes with no script, before the page
 * hydrates too, and a press is never lost. Opening it moves focus to the form's first field (once the page's
 * scripts run, also for a press that came before them); Close and Escape put it back on the button.
 */
export default function TryIt({operation}: Props): ReactNode {
  // False while this part of the page hydrates, true once it is live.
  const live = useIsBrowser();
  const details = useRef<HTMLDetailsElement>(null);
  const opener = useRef<HTMLElement>(null);
  const form = useRef<HTMLDivElement>(null);
  const focusWhenLive = useRef(false);
  const [wait, setWait] = useState(createWait);
  const [loadFailed, setLoadFailed] = useState(false);
  const formLabel = translate(
    {id: 'site.apiReference.tryItForm', message: 'Try it: {summary}', description: 'The accessible name of an operation\'s request form; {summary} is the operation\'s summary'},
    {summary: operation.summary},
  );

  function focusForm(): void {
    const field = form.current?.querySelector<HTMLElement>(firstField);
    focusWhenLive.current = !field;
    field?.focus();
  }

  function opened(): void {
    setLoadFailed(false);
    loadPanel().then(wait.resolve, () => {
      setLoadFailed(true);
      setWait(createWait());
    });
    focusForm();
  }

  function close(): void {
    if (details.current) details.current.open = false;
    opener.current?.focus();
  }

  // A press that came before the page's scripts opened the disclosure natively; finish what it started.
  useEffect(() => {
    const element = details.current;
    if (!element?.open) return;
    const pressed = document.activeElement === opener.current;
    setLoadFailed(false);
    loadPanel().then(wait.resolve, () => setLoadFailed(true));
    if (pressed) focusForm();
    // Once, for the state the server's HTML was left in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !details.current?.open || event.defaultPrevented) return;
    event.preventDefault();
    close();
  };

  return (
    <details ref={details} className={styles.tryItDisclosure} data-try-it="" onToggle={() => details.current?.open && opened()} onKeyDown={onKeyDown}>
      <summary ref={opener} className={`button button--primary ${styles.tryItOpener}`}>
        {translate({id: 'site.apiReference.tryIt', message: 'Try it', description: 'The button that opens an operation\'s request form'})}
        <span className={styles.visuallyHidden}>: {operation.summary}</span>
      </summary>
      <div ref={form} className={styles.tryItContent}>
        {live ? (
          <button type="button" className={`button button--secondary button--sm ${styles.tryItClose}`} onClick={close}>
            {translate({id: 'site.apiReference.close', message: 'Close', description: 'The button that closes an operation\'s request form'})}
            <span className={styles.visuallyHidden}> {formLabel}</span>
          </button>
        ) : null}
        {ServerPanel ? (
          // The server writes the form in place: React's server render streams a Suspense boundary's content out of place.
          <ServerPanel operation={operation} />
        ) : (
          <Suspense fallback={<p className={styles.tryItNote}>{translate({id: 'site.apiReference.loadingForm', message: 'Loading the form…'})}</p>}>
            <PanelSlot
              operation={operation}
              wait={wait}
              onLive={() => {
                if (focusWhenLive.current) focusForm();
              }}
            />
          </Suspense>
        )}
        {loadFailed ? (
          <p role="alert" className={styles.tryItError}>
            {translate({id: 'site.apiReference.formLoadError', message: 'The "Try it" form could not load. Check your connection, then close and open it again.'})}
          </p>
        ) : null}
      </div>
    </details>
  );
}
