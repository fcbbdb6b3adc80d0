import * as v from 'valibot';

// Lenient readers for what real servers do: ids and counts sent as strings, flags as
// booleans or '0'/'1'. Required keys stay required.

const numericString = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^-?\d+(\.\d+)?$/, 'Expected a numeric string'),
  v.transform(Number),
);

export const looseNumber = v.union([v.pipe(v.number(), v.finite()), numericString]);

export const looseInteger = v.pipe(looseNumber, v.integer());

export const looseBoolean = v.union([
  v.boolean(),
  v.pipe(
    v.picklist([0, 1]),
    v.transform((n) => n === 1),
  ),
  v.pipe(
    v.picklist(['true', 'false', '0', '1']),
    v.transform((s) => s === 'true' || s === '1'),
  ),
]);

/** A 0 | 1 flag that also accepts booleans and '0' / '1'. */
export const flag = v.pipe(
  v.union([v.picklist([0, 1]), v.picklist(['0', '1']), v.boolean()]),
  v.transform((value): 0 | 1 => (value === 1 || value === '1' || value === true ? 1 : 0)),
);

/** A string that may be absent or null on the wire; normalised to null. */
export const nullableString = v.nullish(v.string(), null);
