/**
 * `@docusaurus/Translate` in unit tests (vitest.config.ts points the name here). The bundler's module reads the
 * locale's messages from `@generated/codeTranslations`, which only a build writes; this one does the same lookup
 * and interpolation on `codeTranslations` below: empty, so English, unless a test fills it with a locale's messages.
 */
import {cloneElement, isValidElement, type ReactNode} from 'react';

export const codeTranslations: Record<string, string> = {};

interface Declaration {
  id?: string;
  message?: string;
  description?: string;
}

function localized({id, message}: Declaration): string {
  return codeTranslations[id ?? message ?? ''] ?? message ?? id ?? '';
}

/** `{name}` placeholders replaced by their values; a string unless a value is an element. */
function interpolate(text: string, values?: Record<string, ReactNode>): ReactNode {
  const segments = text.split(/(\{\w+\})/).map((segment, index) => (index % 2 === 1 ? (values?.[segment.slice(1, -1)] ?? segment) : segment));
  if (!segments.some((segment) => isValidElement(segment))) return segments.join('');
  return segments.filter((segment) => segment !== '').map((segment, index) => (isValidElement(segment) ? cloneElement(segment, {key: index}) : segment));
}

export function translate(declaration: Declaration, values?: Record<string, string | number>): string {
  return interpolate(localized(declaration), values) as string;
}

export default function Translate({id, children, values}: Omit<Declaration, 'message'> & {children?: string; values?: Record<string, ReactNode>}): ReactNode {
  return <>{interpolate(localized({id, message: children}), values)}</>;
}
