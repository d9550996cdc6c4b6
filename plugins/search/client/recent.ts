/** Recent searches, kept in localStorage; storage may be unavailable (private modes), which only loses the list. */
const storageKey = 'faststore.search.recent';
const maxRecent = 5;

export function readRecent(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string').slice(0, maxRecent) : [];
  } catch {
    return [];
  }
}

export function rememberSearch(query: string): void {
  try {
    const next = [query, ...readRecent().filter((item) => item !== query)].slice(0, maxRecent);
    localStorage.setItem(storageKey, JSON.stringify(next));
  } catch {
    // Storage unavailable: nothing to remember.
  }
}
