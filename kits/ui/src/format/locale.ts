import { currentLanguage, type Language } from '@gp/kernel';
import { LANGUAGE_REGISTRY } from '@gp/kernel/languages';

/*
 * The one rule for formatting in the page's language (issue 23): Intl (and luxon for dates) with
 * the registry's BCP 47 tag of the active language, and one calendar for every language: the
 * Gregorian one, in Latin digits. Thai: Gregorian years (2026, not 2569): the server's dates,
 * the date inputs, the record filters and the vendors' pages all use them, and mixing luxon's
 * `toFormat` (always Gregorian) with `toLocaleString` (Buddhist by default in `th`) would show
 * two years on one screen. See docs/i18n/README.md.
 */
export const CALENDAR = 'gregory';
export const NUMBERING = 'latn';

/** The Intl locale of a language: its tag with the platform's calendar and digits. */
export function intlLocale(language: Language = currentLanguage()): string {
  const info = (LANGUAGE_REGISTRY as Partial<Record<string, { tag: string }>>)[language];
  return `${info?.tag ?? 'en'}-u-ca-${CALENDAR}-nu-${NUMBERING}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** One cached Intl.NumberFormat per locale and options (making one loads locale data). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * An amount in the site's currency with the locale's separators and symbol placement: the
 * locale's currency pattern is taken from Intl (with PHP, the platform's currency) and its
 * symbol replaced by the site's (`currencySymbol` of the runtime config).
 */
export function formatCurrencyIn(locale: string, value: number, symbol: string, decimals: number): string {
  const format = numberFormat(locale, {
    style: 'currency',
    currency: 'PHP',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    roundingMode: 'halfExpand',
  });
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('')
    .trim();
}

/** A number in the active language: 12345.6 → '12,345.6' (en), '12.345,6' (id, vi). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return Number.isFinite(value) ? numberFormat(intlLocale(), options).format(value) : '—';
}

/** A ratio as a percentage in the active language: 0.125 → '12.5%' (en), '12,5 %' (…). */
export function formatPercent(ratio: number, maximumFractionDigits = 2, minimumFractionDigits = 0): string {
  return formatNumber(ratio, { style: 'percent', maximumFractionDigits, minimumFractionDigits });
}
