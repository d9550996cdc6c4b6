import {useEffect, useRef, useState, type ComponentType} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {playgroundSpec} from '../ui-kit/registry';
import type {PropsPanelProps} from './PropsPanel';
import {codeFor, defaultValues} from './types';
import styles from './styles.module.css';

interface Props {
  /** Name of a component in the UI kit registry, e.g. "Button". */
  component: string;
}

/** Loads the props panel once the demo comes near the viewport; pages that never scroll there never load it. */
function usePanelWhenVisible() {
  const ref = useRef<HTMLDivElement>(null);
  const [Panel, setPanel] = useState<ComponentType<PropsPanelProps> | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    const load = () =>
      import('./PropsPanel').then((module) => {
        if (!cancelled) setPanel(() => module.default);
      });
    if (typeof IntersectionObserver === 'undefined') {
      void load();
      return () => void (cancelled = true);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      {rootMargin: '200px'},
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);
  return {ref, Panel};
}

/** A live demo: the component, a props panel built from its spec, and the code for the current props. */
export default function Playground({component}: Props) {
  const spec = playgroundSpec(component);
  const [values, setValues] = useState(() => defaultValues(spec));
  const {ref, Panel} = usePanelWhenVisible();
  return (
    <div ref={ref} className={styles.playground} data-playground={spec.name} data-playground-ready={Panel ? 'true' : 'false'}>
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
        {/* Plain text: the light Prism theme's JSX token colours fail 4.5:1 contrast (axe), and the demo must pass. */}
        <CodeBlock language="text" title={`${spec.name} with the current props`}>
          {codeFor(spec, values)}
        </CodeBlock>
      </div>
    </div>
  );
}
