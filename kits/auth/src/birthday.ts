/** Minimum age to register (SPEC §5, §9: 21 in the local variant). */
export const MINIMUM_AGE = 21;

export type BirthdayIssue = 'format' | 'underAge';

type DateParts = { year: number; month: number; day: number };

/** dd-mm-yyyy as typed (SPEC §5); null when it is not a real calendar date. */
export function parseBirthday(value: string): DateParts | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Whole years between the birthday and `today` (local calendar date). */
export function ageOn({ year, month, day }: DateParts, today: Date): number {
  const thisMonth = today.getMonth() + 1;
  const beforeBirthday = thisMonth < month || (thisMonth === month && today.getDate() < day);
  return today.getFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** local_birthday_format_error / local_birthday_error, or null when the birthday is acceptable. */
export function birthdayIssue(value: string, today: Date = new Date(), minimumAge = MINIMUM_AGE): BirthdayIssue | null {
  const parts = parseBirthday(value);
  // A year before 1900 is a typing slip, not a 120-year-old player.
  if (!parts || parts.year < 1900) return 'format';
  return ageOn(parts, today) < minimumAge ? 'underAge' : null;
}

/** The server's format: yyyy-mm-dd. */
export function toServerBirthday(value: string): string {
  const parts = parseBirthday(value);
  if (!parts) return value.trim();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
}
