/**
 * The note offering the page in the reader's remembered language: fixed at the foot of the window, so the page never
 * moves; it takes no focus and announces nothing, and it leaves when dismissed. Its link is the locale menu's own
 * link to this page in that language, kept current across client-side navigation.
 */
import {suggestionCopy} from './choice.ts';
import './suggestion.css';

const NOTE_ID = 'locale-suggestion';

/** The locale menu's link to the current page in `locale`, or the locale's home when the menu has none. */
function pageIn(locale: string): string {
  const link = document.querySelector<HTMLAnchorElement>(`.navbar a.dropdown__link[lang="${CSS.escape(locale)}"]`);
  return link?.getAttribute('href') ?? '/';
}

export function showSuggestion(locale: string, onDismiss: () => void): void {
  const copy = suggestionCopy[locale];
  if (!copy) return;
  const shown = document.getElementById(NOTE_ID);
  if (shown) {
    shown.querySelector('a')?.setAttribute('href', pageIn(locale));
    return;
  }
  const note = document.createElement('aside');
  note.id = NOTE_ID;
  note.lang = locale;
  note.dataset.localeSuggestion = '';
  note.setAttribute('aria-label', copy.read);
  const text = document.createElement('p');
  text.textContent = `${copy.text} `;
  const link = document.createElement('a');
  link.href = pageIn(locale);
  link.lang = locale;
  link.hreflang = locale;
  link.textContent = copy.read;
  text.append(link);
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'clean-btn';
  dismiss.setAttribute('aria-label', copy.dismiss);
  dismiss.textContent = '×';
  dismiss.addEventListener('click', () => {
    note.remove();
    onDismiss();
  });
  note.append(text, dismiss);
  document.body.append(note);
}
