import {useState, type ComponentType} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {codeFor} from '../../code.ts';
import {FASTSTORE_UI_VERSION} from '../../faststoreUiVersion.ts';
import {defaultValues, type PlaygroundSpec} from '../../types.ts';
import type {PropsPanelProps} from './PropsPanel.tsx';
import styles from './styles.module.css';

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

export interface LivePartsProps {
  spec: PlaygroundSpec;
  /** The props panel, once loaded. */
  Panel: ComponentType<PropsPanelProps> | null;
}

/**
 * The live demo's parts: what it renders, the component, a props panel built from its spec, and the code for the
 * current props. The server renders them from the registry; the browser loads them with the demo's spec.
 */
export default function LiveParts({spec, Panel}: LivePartsProps) {
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
