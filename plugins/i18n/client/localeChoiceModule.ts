import type {ClientModule} from '@docusaurus/types';
import i18n from '@generated/i18n';
import {DISMISSED_KEY, LOCALE_KEY, pickedLocale, suggestedLocale, type ElementLike} from './choice.ts';

/** localStorage or sessionStorage, or null where reading it throws (blocked storage, sandboxed frames). */
function store(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    const storage = window[kind];
    storage.getItem('');
    return storage;
  } catch {
    return null;
  }
}

if (typeof document !== 'undefined') {
  // Capture: the menu's own handler navigates away.
  document.addEventListener(
    'click',
    (event) => {
      const locale = pickedLocale(event.target instanceof Element ? (event.target as ElementLike) : null, i18n.locales);
      if (locale !== null) store('localStorage')?.setItem(LOCALE_KEY, locale);
    },
    true,
  );
}

// On each page, the note that offers it in the remembered language; its code loads only when there is one to show.
const localeChoiceModule: ClientModule = {
  onRouteDidUpdate() {
    const locale = suggestedLocale({
      stored: store('localStorage')?.getItem(LOCALE_KEY) ?? null,
      current: i18n.currentLocale,
      dismissed: store('sessionStorage')?.getItem(DISMISSED_KEY) ?? null,
      locales: i18n.locales,
    });
    if (locale === null) return;
    import(/* webpackChunkName: "locale-suggestion" */ './suggestion.ts')
      .then(({showSuggestion}) => showSuggestion(locale, () => store('sessionStorage')?.setItem(DISMISSED_KEY, locale)))
      .catch(() => undefined);
  },
};

export default localeChoiceModule;
