import {useCallback, useEffect, useRef, useState, type ComponentType, type RefObject} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeBlock from '@theme/CodeBlock';
import {FASTSTORE_UI_VERSION} from '../../faststoreUiVersion';
import {loadPlaygroundSpec} from '../../loadDemo';
import type {PropsPanelProps} from './PropsPanel';
import syncRegistry from '../../syncRegistry';
import {codeFor, defaultValues, type PlaygroundSpec} from '../../types';
import styles from './styles.module.css';

interface Props {
  /** Name of a component in the UI kit registry, e.g. "Button". */
  component: string;
}

/**
 * Runs `onNear` once, when the element comes within 200 px of the viewport, or earlier when the reader
 * points at it or moves keyboard focus into it (so no one ever meets a dead demo).
 */
function useWhenNear(ref: RefObject<HTMLElement | null>, onNear: () => void, enabled: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    let done = false;
    const fire = () => {
      if (done) return;
      done = true;
      cleanup();
      onNear();
    };
    const observer = typeof IntersectionObserver === 'undefined' ? null : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), {rootMargin: '200px'});
    observer?.observe(element);
    element.addEventListener('focusin', fire);
    element.addEventListener('pointerenter', fire);
    function cleanup() {
      observer?.disconnect();
      element?.removeEventListener('focusin', fire);
      element?.removeEventListener('pointerenter', fire);
    }
    if (!observer) fire();
    return cleanup;
  }, [ref, onNear, enabled]);
}

/** Says, before the demo, what it renders: the portal's component held to the 1.x props, not @faststore/ui itself. */
function WhatItRenders({spec}: {spec: PlaygroundSpec}) {
  const name = <code>{spec.name}</code>;
  return (
    <p className={styles.about} data-playground-about="">
      <strong>What this demo renders:</strong> the portal&apos;s own {name}, not the one from <code>@faststore/ui</code>. It takes
      exactly the props of {name} in <code>@faststore/ui</code> {FASTSTORE_UI_VERSION}
      {spec.differs ? ` (${spec.differs})` : ''}, and a test compares the two; its markup, behaviour and look are the
      portal&apos;s. Every control sets a 1.x prop, and the code compiles against the published package.
    </p>
  );
}

/** The live demo's parts: the component, a props panel built from its spec, and the code for the current props. */
function LiveParts({spec, Panel}: {spec: PlaygroundSpec; Panel: ComponentType<PropsPanelProps> | null}) {
  const [values, setValues] = useState(() => defaultValues(spec));
  return (
    <>
      <WhatItRenders spec={spec} />
      <div className={styles.stage} data-playground-demo="">
        {spec.render(values)}
      </div>
      <div className={styles.panel}>
        {Panel ? (
          <Panel spec={spec} values={values} onChange={setValues} />
        ) : (
          <p className={styles.placeholder}>The props controls load when the demo is in view.</p>
        )}
      </div>
      <div className={styles.code} data-playground-code="">
        <CodeBlock language="tsx" title={`${spec.name} with the current props`}>
          {codeFor(spec, values)}
        </CodeBlock>
      </div>
    </>
  );
}

/**
 * A live demo of a UI kit component. The server renders it in full; the browser keeps that HTML as it is
 * (no kit code in the page's first load) and swaps in the live component, fetched on its own, when the demo
 * comes near the viewport. After a client-side navigation, where no server HTML exists, a placeholder waits
 * for the same moment.
 */
export default function Playground({component}: Props) {
  const isBrowser = useIsBrowser();
  const [spec, setSpec] = useState<PlaygroundSpec | null>(() => syncRegistry?.playgroundSpec(component) ?? null);
  // Rendered while hydrating: the server's HTML for this demo is already on the page.
  const [fromServer] = useState(() => !isBrowser);
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    loadPlaygroundSpec(component).then(setSpec, (error: unknown) => {
      console.warn(`The ${component} demo could not be loaded.`, error);
      setFailed(true);
    });
  }, [component]);
  useWhenNear(ref, load, spec === null);

  // The props panel comes with the live demo, in the browser only.
  const [Panel, setPanel] = useState<ComponentType<PropsPanelProps> | null>(null);
  useEffect(() => {
    if (!spec) return;
    let current = true;
    import('./PropsPanel').then((module) => current && setPanel(() => module.default));
    return () => {
      current = false;
    };
  }, [spec]);

  // One element throughout, so nothing the reader (or a test) holds is replaced when the demo goes live.
  const shell = {ref, className: styles.playground, 'data-playground': component, 'data-playground-ready': Panel ? 'true' : 'false'};
  if (spec) {
    return (
      <div {...shell}>
        <LiveParts spec={spec} Panel={Panel} />
      </div>
    );
  }
  if (fromServer) return <div {...shell} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  return (
    <div {...shell}>
      <p className={styles.placeholder}>
        {failed ? `The ${component} demo could not be loaded; reload the page to try again.` : `The ${component} demo loads when it comes into view.`}
      </p>
    </div>
  );
}
