/**
 * The reader's locale choice, remembered across visits without ever redirecting: picking a language in the navbar's
 * locale menu stores it (`localStorage.locale`); on a page in another language, a small note in the chosen language
 * offers the same page in it, until the reader dismisses the note for the rest of the visit. No DOM or storage here:
 * ./localeChoiceModule.ts wires these rules to the page.
 */

/** The localStorage key of the chosen locale. */
export const LOCALE_KEY = 'locale';
/** The sessionStorage key of the locale whose note the reader dismissed in this visit. */
export const DISMISSED_KEY = 'locale.dismissed';

/** The part of an element these rules read: finding an ancestor (itself included) and reading an attribute. */
export interface ElementLike {
  closest(selector: string): ElementLike | null;
  getAttribute(name: string): string | null;
}

/** The locale a click chose: a link with `lang` in the navbar or its mobile menu, naming one of the site's locales. */
export function pickedLocale(target: ElementLike | null, locales: readonly string[]): string | null {
  const link = target?.closest('a[lang]');
  if (!link || !link.closest('.navbar, .navbar-sidebar, [data-locale-suggestion]')) return null;
  const locale = link.getAttribute('lang');
  return locale !== null && locales.includes(locale) ? locale : null;
}

/** The locale to offer the page in: the remembered one, when the page is in another and the reader has not dismissed it. */
export function suggestedLocale({stored, current, dismissed, locales}: {stored: string | null; current: string; dismissed: string | null; locales: readonly string[]}): string | null {
  if (stored === null || stored === current || stored === dismissed || !locales.includes(stored)) return null;
  return stored;
}

export interface SuggestionCopy {
  /** Says the page is in the language too. */
  text: string;
  /** The link to the page in the language. */
  read: string;
  /** The name of the button that dismisses the note. */
  dismiss: string;
}

/** The note's words, in the language it offers (the page around it is in another). */
export const suggestionCopy: Readonly<Record<string, SuggestionCopy>> = {
  en: {text: 'This page is also in English.', read: 'Read it in English', dismiss: 'Dismiss'},
  'pt-BR': {text: 'Esta página também está em português.', read: 'Ler em português', dismiss: 'Fechar'},
  es: {text: 'Esta página también está en español.', read: 'Leer en español', dismiss: 'Cerrar'},
};
