import * as v from 'valibot';
import { emitEvent, looseInteger } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '../../../lib/query';
import { rgKeys } from '../../../lib/responsible-gambling/rg-keys';

/** The intervals offered when the server does not list them (minutes; 0 = off). */
export const REMINDER_CHOICES = [0, 15, 30, 60, 120] as const;

export const sessionReminderSchema = v.object({
  minutes: looseInteger,
  choices: v.nullish(v.array(looseInteger), [...REMINDER_CHOICES]),
});

export type SessionReminder = v.InferOutput<typeof sessionReminderSchema>;


/** GET /wps/member/sessionReminder (token): the reminder interval in minutes (0 = off) and the choices. */
export function getSessionReminder(signal?: AbortSignal): Promise<SessionReminder> {
  return apiRequest('/wps/member/sessionReminder', { schema: sessionReminderSchema, signal });
}

export function useSessionReminder() {
  return useQuery(queryOptions({ queryKey: rgKeys.sessionReminder(), queryFn: ({ signal }) => getSessionReminder(signal) }));
}

/** POST /wps/member/sessionReminder (token) `{ minutes }`. */
export function setSessionReminder(input: { minutes: number }): Promise<SessionReminder> {
  return apiRequest('/wps/member/sessionReminder', { method: 'post', json: input, schema: sessionReminderSchema });
}

/** Saves the interval and tells the shell (which runs the reminder) through the bus: no reload needed. */
export function useSetSessionReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSessionReminder,
    onSuccess: (saved) => {
      queryClient.setQueryData(rgKeys.sessionReminder(), saved);
      emitEvent('session-reminder-changed', { minutes: saved.minutes });
    },
  });
}
