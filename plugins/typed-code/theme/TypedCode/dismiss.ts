/**
 * Escape hides the type popup that the pointer or keyboard focus holds open, without moving either: content shown
 * on hover or focus must be dismissible (WCAG 1.4.13). It shows again when the pointer or focus comes back to it.
 */
export const dismissedAttribute = 'data-type-dismissed';

export function dismissTypePopup(event: KeyboardEvent): void {
  if (event.key !== 'Escape') return;
  document.querySelectorAll('[data-type-popup]').forEach((popup) => {
    const owner = popup.parentElement;
    if (!owner || owner.hasAttribute(dismissedAttribute) || !owner.matches(':hover, :focus-visible')) return;
    owner.setAttribute(dismissedAttribute, '');
    const restore = () => owner.removeAttribute(dismissedAttribute);
    owner.addEventListener('pointerenter', restore, {once: true});
    owner.addEventListener('focus', restore, {once: true});
  });
}
