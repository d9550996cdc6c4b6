/** Price formatting with Intl.NumberFormat; formatters are cached per locale and currency. */

export interface PriceFormat {
  /** BCP 47 locale; default 'en-US'. */
  locale?: string;
  /** ISO 4217 currency code; default 'USD'. */
  currency?: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, {style: 'currency', currency});
    formatters.set(key, cached);
  }
  return cached;
}

/** `value` as a currency string; an invalid locale or currency falls back to en-US / USD instead of throwing. */
export function formatPrice(value: number, {locale = 'en-US', currency = 'USD'}: PriceFormat = {}): string {
  try {
    return formatter(locale, currency).format(value);
  } catch {
    return formatter('en-US', 'USD').format(value);
  }
}
