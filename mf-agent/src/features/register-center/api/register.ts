import * as v from 'valibot';
import { looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest, recordPageSchema } from '@gp/account-centre-kit';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '../../../lib/query';
import { agentKeys } from '../../../lib/agent-keys';
import { registerKeys } from './register-keys';

export const USER_TYPES = ['MEMBER', 'AGENT'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const rebateRangeSchema = v.object({
  minRate: looseNumber,
  maxRate: looseNumber,
  step: v.nullish(looseNumber, 0.1),
  ownRate: v.nullish(looseNumber, null),
});

export type RebateRange = v.InferOutput<typeof rebateRangeSchema>;

/** MCS2_getRebateRange (token): the rates a new downline may get (0 up to the agent's own). */
export function getRebateRange(signal?: AbortSignal): Promise<RebateRange> {
  return apiRequest(relayPath('MCS2_getRebateRange'), { schema: rebateRangeSchema, signal });
}

export function useRebateRange() {
  return useQuery(queryOptions({ queryKey: registerKeys.rebateRange(), queryFn: ({ signal }) => getRebateRange(signal) }));
}

export type RegisterInput = { userType: UserType; username: string; password: string; confirmPassword: string; nickname?: string; rebateRate: number };

export const newDownlineSchema = v.object({ account: v.string(), userType: v.picklist(USER_TYPES), rebateRate: looseNumber });

/** MCS2_registerSubordinate (token, enc): a new direct downline. */
export function registerDownline(input: RegisterInput) {
  return apiRequest(relayPath('MCS2_registerSubordinate'), { method: 'post', enc: input, schema: newDownlineSchema });
}

export function useRegisterDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDownline,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: agentKeys.team() });
      void queryClient.invalidateQueries({ queryKey: agentKeys.teamOverview() });
    },
  });
}

export const LINK_EXPIRIES = ['NONE', '1D', '7D', '30D', '1Y', 'PERMANENT'] as const;
export type LinkExpiry = (typeof LINK_EXPIRIES)[number];

export const affiliateLinkSchema = v.object({
  id: looseInteger,
  code: v.string(),
  url: v.string(),
  userType: v.picklist(USER_TYPES),
  rebateRate: looseNumber,
  channel: v.nullish(v.string(), ''),
  remark: v.nullish(v.string(), ''),
  expiry: v.picklist(LINK_EXPIRIES),
  createTime: v.string(),
  expireTime: v.nullish(v.string(), null),
  expired: v.boolean(),
  registrations: looseInteger,
});

export type AffiliateLink = v.InferOutput<typeof affiliateLinkSchema>;


/** MCS2_affiliateLinkList (token): the agent's links, newest first. */
export function getAffiliateLinks(page: number, signal?: AbortSignal) {
  return apiRequest(relayPath('MCS2_affiliateLinkList'), { schema: recordPageSchema(affiliateLinkSchema, v.unknown()), params: { page, size: 13 }, signal });
}

export function useAffiliateLinks(page: number) {
  return useQuery(queryOptions({ queryKey: registerKeys.linksPage(page), queryFn: ({ signal }) => getAffiliateLinks(page, signal), placeholderData: keepPreviousData }));
}

export type NewLinkInput = { userType: UserType; rebateRate: number; expiry: LinkExpiry; channel: string; remark?: string };

/** MCS2_createAffiliateLink (token). */
export function createAffiliateLink(input: NewLinkInput) {
  return apiRequest(relayPath('MCS2_createAffiliateLink'), { method: 'post', json: input, schema: affiliateLinkSchema });
}

/** MCS2_deleteAffiliateLink (token). */
export function deleteAffiliateLink(id: number) {
  return apiRequest(relayPath('MCS2_deleteAffiliateLink'), { method: 'delete', json: { id }, schema: v.unknown() });
}

export function useCreateLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAffiliateLink, onSuccess: () => void queryClient.invalidateQueries({ queryKey: registerKeys.links() }) });
}

export function useDeleteLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAffiliateLink, onSuccess: () => void queryClient.invalidateQueries({ queryKey: registerKeys.links() }) });
}
