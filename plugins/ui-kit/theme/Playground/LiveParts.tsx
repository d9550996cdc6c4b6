import {useState, type ComponentType} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import {codeFor} from '../../code.ts';
import {FASTSTORE_UI_VERSION} from '../../faststoreUiVersion.ts';
import {defaultValues, type PlaygroundSpec} from '../../types.ts';
import type {PropsPanelProps} from './PropsPanel.tsx';
import styles from './styles.module.css';

/** Says, before the demo, what it renders: the portal's component held to the 1.x props, not @faststore/ui itself. */
function WhatItRenders({spec}: {spec: PlaygroundSpec}) {
  const values = {
    heading: <strong>{translate({id: 'site.uiKit.whatItRendersHeading', message: 'What this demo renders:'})}</strong>,
    name: <code>{spec.name}</code>,
    package: <code>@faststore/ui</code>,
    version: FASTSTORE_UI_VERSION,
    differs: spec.differs ? ` (${spec.differs()})` : '',
  };
  return (
    <p className={styles.about} data-playground-about="">
      <Translate
        id="site.uiKit.whatItRenders"
        description="Before a component's live demo. heading: 'What this demo renders:'; name: the component's name; package: @faststore/ui; version: its 1.x version; differs: what the portal component leaves out, in parentheses, or nothing"
        values={values}>
        {
          "{heading} the portal's own {name}, not the one from {package}. It takes exactly the props of {name} in {package} {version}{differs}, and a test compares the two; its markup, behaviour and look are the portal's. Every control sets a 1.x prop, and the code compiles against the published package."
        }
      </Translate>
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
          <p className={styles.placeholder}>
            <Translate id="site.uiKit.controlsLoading">The props controls load when the demo is in view.</Translate>
          </p>
        )}
      </div>
      <div className={styles.code} data-playground-code="">
        <CodeBlock
          language="tsx"
          title={translate({id: 'site.uiKit.codeTitle', message: '{component} with the current props', description: 'Title of the code block under a demo'}, {component: spec.name})}>
          {codeFor(spec, values)}
        </CodeBlock>
      </div>
    </>
  );
}
