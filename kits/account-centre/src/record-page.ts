import * as v from 'valibot';
import { looseInteger } from '@gp/kernel';

/**
 * A page of a record list or report (docs/api-contract.md `RecordPage`): `{ list, page,
 * totalPages, totalElements, footer }`, `footer` the totals over every matching row; reports also
 * echo the range they used.
 */
export function recordPageSchema<R extends v.GenericSchema, F extends v.GenericSchema>(row: R, footer: F) {
  return v.object({
    list: v.array(row),
    page: v.nullish(looseInteger, 1),
    totalPages: v.nullish(looseInteger, 0),
    totalElements: v.nullish(looseInteger, 0),
    footer: v.nullish(footer),
    startDate: v.nullish(v.string()),
    endDate: v.nullish(v.string()),
  });
}
