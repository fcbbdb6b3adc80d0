import * as v from 'valibot';
import { relayPath } from 'shared';
import { apiRequest } from '../../../lib/api';
import { queryOptions, useQuery } from '../../../lib/query';

/** Only the switch the menu needs; the transferUpline page reads the rest itself. */
export const uplineSwitchSchema = v.object({ allowed: v.boolean() });

export type UplineSwitch = v.InferOutput<typeof uplineSwitchSchema>;

/** MCS2_transferUplineInfo (token): whether this member's upline takes transfers. */
export function getUplineSwitch(signal?: AbortSignal): Promise<UplineSwitch> {
  return apiRequest(relayPath('MCS2_transferUplineInfo'), { schema: uplineSwitchSchema, signal });
}

export function getUplineSwitchQueryOptions() {
  return queryOptions({
    queryKey: ['member', 'upline-switch'],
    queryFn: ({ signal }) => getUplineSwitch(signal),
    staleTime: 5 * 60_000,
  });
}

export function useUplineSwitch(enabled = true) {
  return useQuery({ ...getUplineSwitchQueryOptions(), enabled });
}
