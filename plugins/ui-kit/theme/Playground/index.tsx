import {useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type RefObject} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import {loadPlaygroundSpec} from '../../loadDemo.ts';
import {elementAt, pathWithin} from '../../logic/focusPath.ts';
import type LiveParts from './LiveParts.tsx';
import type {PropsPanelProps} from './PropsPanel.tsx';
import syncRegistry from '../../syncRegistry.ts';
import type {PlaygroundSpec} from '../../types.ts';
import styles from './styles.module.css';

/** A demo's spec and the component that renders its live parts, which the browser loads together. */
interface Live {
  spec: PlaygroundSpec;
  Parts: typeof LiveParts;
}

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

/** What the reader was doing in the server's HTML of a demo when the live one replaced it. */
interface Carried {
  /** Where focus was. */
  focus: number[] | null;
  /** The button pressed before the demo was live, whose press the live one should not lose. */
  pressed: number[] | null;
}

/**
 * Carries the reader's place across the swap from the server's HTML to the live demo, which renders the same
 * markup anew: focus returns to the same element, and a button pressed while the demo loaded is pressed again.
 */
function useCarriedAcrossSwap(ref: RefObject<HTMLElement | null>, live: boolean): () => void {
  const pressed = useRef<number[] | null>(null);
  const carried = useRef<Carried | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (live || !element) return;
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest('button');
      pressed.current = button ? pathWithin(element, button) : null;
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [ref, live]);
  useLayoutEffect(() => {
    const element = ref.current;
    const {focus, pressed: press} = carried.current ?? {focus: null, pressed: null};
    carried.current = null;
    if (!live || !element) return;
    if (focus) (elementAt(element, focus) as HTMLElement | null)?.focus({preventScroll: true});
    if (press) (elementAt(element, press) as HTMLElement | null)?.click();
  }, [ref, live]);
  // Called just before the swap, while the server's HTML is still there.
  return useCallback(() => {
    const element = ref.current;
    carried.current = element && {focus: pathWithin(element, document.activeElement), pressed: pressed.current};
  }, [ref]);
}

/**
 * A live demo of a UI kit component. The server renders it in full; the browser keeps that HTML as it is
 * (no kit code in the page's first load) and swaps in the live component, fetched on its own, when the demo
 * comes near the viewport. After a client-side navigation, where no server HTML exists, a placeholder waits
 * for the same moment.
 */
export default function Playground({component}: Props) {
  const isBrowser = useIsBrowser();
  const [live, setLive] = useState<Live | null>(() => (syncRegistry ? {spec: syncRegistry.playgroundSpec(component), Parts: syncRegistry.LiveParts} : null));
  // Rendered while hydrating: the server's HTML for this demo is already on the page.
  const [fromServer] = useState(() => !isBrowser);
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const carry = useCarriedAcrossSwap(ref, live !== null);
  const load = useCallback(() => {
    Promise.all([loadPlaygroundSpec(component), import('./LiveParts.tsx')]).then(
      ([spec, module]) => {
        carry();
        setLive({spec, Parts: module.default});
      },
      (error: unknown) => {
        console.warn(`The ${component} demo could not be loaded.`, error);
        setFailed(true);
      },
    );
  }, [component, carry]);
  useWhenNear(ref, load, live === null);

  // The props panel comes with the live demo, in the browser only.
  const [Panel, setPanel] = useState<ComponentType<PropsPanelProps> | null>(null);
  const ready = live !== null;
  useEffect(() => {
    if (!ready) return;
    let current = true;
    import('./PropsPanel.tsx').then((module) => current && setPanel(() => module.default));
    return () => {
      current = false;
    };
  }, [ready]);

  // One element throughout, so nothing the reader (or a test) holds is replaced when the demo goes live.
  const shell = {ref, className: styles.playground, 'data-playground': component, 'data-playground-ready': Panel ? 'true' : 'false'};
  if (live) {
    return (
      <div {...shell}>
        <live.Parts spec={live.spec} Panel={Panel} />
      </div>
    );
  }
  if (fromServer) return <div {...shell} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  return (
    <div {...shell}>
      <p className={styles.placeholder}>
        {failed
          ? translate({id: 'site.uiKit.demoFailed', message: 'The {component} demo could not be loaded; reload the page to try again.'}, {component})
          : translate({id: 'site.uiKit.demoLoading', message: 'The {component} demo loads when it comes into view.'}, {component})}
      </p>
    </div>
  );
}
