import React, {Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
// The context behind `useIsBrowser()` (Docusaurus exports only the hook).
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import {hydrationQueue} from './browserQueue.ts';

export {hydrationQueue};

/** Suspends while its part waits in the queue; Preact keeps the part's server HTML meanwhile. */
function Gate({id, eager, children}: {id: string; eager?: boolean; children: ReactNode}): ReactNode {
  if (eager) hydrationQueue?.report(id, true);
  const wait = hydrationQueue?.wait(id);
  if (wait) throw wait;
  return children;
}

/**
 * A part that hydrates late must render exactly what the server rendered, as the page's first pass does:
 * `useIsBrowser()` is false inside it while it hydrates, and turns true once it has (the theme's colour
 * toggle, code blocks and tabs depend on this). Preact does not patch attributes while hydrating, so a
 * part rendered with the browser's values would keep the server's (a disabled toggle, for one).
 */
function Part({id, children}: {id: string; children: ReactNode}): ReactNode {
  // Only a part hydrating from server HTML starts as "not in the browser"; one that mounts fresh does not.
  const [isBrowser, setIsBrowser] = useState(() => !(hydrationQueue?.hydrating && hydrationQueue.wasReleased(id)));
  const element = useRef<HTMLDivElement>(null);
  // Marks the part as live (tests and devtools read it), then lets it render the browser's values.
  useLayoutEffect(() => element.current?.setAttribute('data-hydrated', ''), []);
  // The second render is the point: as Docusaurus' own browser context does, it patches what differs from the server.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setIsBrowser(true), []);
  return (
    <BrowserContext.Provider value={isBrowser}>
      <PartElement id={id} elementRef={element}>
        {children}
      </PartElement>
    </BrowserContext.Provider>
  );
}

/** The one element around a part, the same on the server and in the browser. */
function PartElement({id, elementRef, children}: {id: string; elementRef?: React.Ref<HTMLDivElement>; children: ReactNode}): ReactNode {
  return (
    <div ref={elementRef} data-hydrate-later={id} style={{display: 'contents'}}>
      {children}
    </div>
  );
}

export interface HydrateLaterOptions {
  /**
   * Hydrate in its turn even out of view: for a part whose effects reach beyond its box (the doc sidebar,
   * hidden on phones, fills the navbar's menu once it hydrates).
   */
  eager?: boolean;
}

/**
 * A part of the page that hydrates in a task of its own after the page's first pass, once it nears the
 * viewport or the reader reaches for it (see plugins/lean-client/client/hydrationQueue.ts). Its content sits in one
 * `display: contents` element, which adds no box, so the server HTML Preact keeps is exactly one node. On a
 * client-side navigation it renders at once.
 */
export default function HydrateLater({id, eager, children}: {id: string; children: ReactNode} & HydrateLaterOptions): ReactNode {
  if (!hydrationQueue) return <PartElement id={id}>{children}</PartElement>;
  return (
    <Suspense fallback={null}>
      <Gate id={id} eager={eager}>
        <Part id={id}>{children}</Part>
      </Gate>
    </Suspense>
  );
}

/** A theme component wrapped as a part: `export default hydrateLater(Original, 'navbar')` in a swizzle wrapper. */
export function hydrateLater<P extends object>(Component: React.ComponentType<P>, id: string, options: HydrateLaterOptions = {}): (props: P) => ReactNode {
  function HydrateLaterWrapper(props: P): ReactNode {
    return (
      <HydrateLater id={id} eager={options.eager}>
        <Component {...props} />
      </HydrateLater>
    );
  }
  HydrateLaterWrapper.displayName = `HydrateLater(${id})`;
  return HydrateLaterWrapper;
}
