import * as v from 'valibot';
import { looseInteger } from 'shared';

/** A page of a record list: `{ list, totalPages, footer }` (PLATFORM-FACTS transport). */
export function recordPageSchema<R extends v.GenericSchema, F extends v.GenericSchema>(row: R, footer: F) {
  return v.object({
    list: v.array(row),
    page: v.nullish(looseInteger, 1),
    totalPages: v.nullish(looseInteger, 0),
    totalElements: v.nullish(looseInteger, 0),
    footer: v.nullish(footer),
  });
}
