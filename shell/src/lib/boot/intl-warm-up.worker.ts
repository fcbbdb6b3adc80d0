import type { IntlWarmUp } from './intl-warm-up';

// Makes the kinds of formatters the page makes first (intl-warm-up.ts), then says it is done.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<IntlWarmUp>) => void) | null;
  postMessage: (message: 'done') => void;
};

scope.onmessage = ({ data: { zone, tag } }) => {
  try {
    // luxon's offset formatter for a zone, then a date and time, an amount and a plural in the page's language.
    new Intl.DateTimeFormat('en-US', { hour12: false, timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', era: 'short' }).formatToParts(0);
    new Intl.DateTimeFormat(tag, { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' }).format(0);
    new Intl.NumberFormat(tag, { minimumFractionDigits: 2 }).format(0);
    new Intl.PluralRules(tag).select(1);
  } catch {
    // An unknown zone or language: nothing to warm.
  }
  scope.postMessage('done');
};
