import React, {type ComponentType, type ReactNode} from 'react';

/**
 * `@theme/HydrateLater` with hydration parts left out (LEAN_OFF=hydrationParts): no part boundary and no element,
 * so every part hydrates with the page's first pass and the page is rendered as the theme alone renders it. The
 * theme's own components are not wrapped at all: this folder holds nothing else.
 */
export interface HydrateLaterOptions {
  eager?: boolean;
}

export default function HydrateLater({children}: {id: string; children: ReactNode} & HydrateLaterOptions): ReactNode {
  return <>{children}</>;
}

export function hydrateLater<P extends object>(Component: ComponentType<P>, _id: string, _options: HydrateLaterOptions = {}): ComponentType<P> {
  return Component;
}
