/**
 * Props of a component that renders the element or component given in `as` and takes that element's props too,
 * built the way @faststore/ui 1.x types its `as` components (Link, AccordionItem), so the stand-ins match them.
 */
import type {ComponentPropsWithoutRef, ComponentPropsWithRef, ElementType} from 'react';

/** `Own` wins over the rendered element's props of the same name. */
type Override<Base, Own> = Own & Omit<Base, keyof Own>;

export type PolymorphicProps<C extends ElementType, Own = Record<string, never>> = Override<ComponentPropsWithoutRef<C>, Own & {as?: C}> & {
  ref?: ComponentPropsWithRef<C>['ref'];
};
