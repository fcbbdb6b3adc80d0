import * as v from 'valibot';
import { relayPath } from 'shared';
import { apiRequest } from '../../../lib/api';
import { queryOptions, useQuery } from '../../../lib/query';

const uplineAccessSchema = v.object({ allowed: v.boolean() });

/** MCS2_transferUplineInfo (token), for the menu: whether my upline takes transfers (the page asks for the rest). */
export function useUplineAccess() {
  return useQuery(
    queryOptions({
      queryKey: ['agent', 'upline-access'],
      queryFn: ({ signal }) => apiRequest(relayPath('MCS2_transferUplineInfo'), { schema: uplineAccessSchema, signal }),
      select: (value) => value.allowed,
      staleTime: 5 * 60 * 1000,
    }),
  );
}
