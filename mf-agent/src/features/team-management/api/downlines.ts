import * as v from 'valibot';
import { emitEvent, looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest, recordPageSchema } from '@gp/account-centre-kit';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '../../../lib/query';
import { teamFiguresSchema } from '../../../lib/team-figures';
import { teamKeys } from './team-keys';
import { agentKeys } from '../../../lib/agent-keys';

export const MEMBER_STATUSES = [0, 1, 2, 7] as const;

export type MemberStatus = (typeof MEMBER_STATUSES)[number];

const statusSchema = v.picklist(MEMBER_STATUSES);

/** docs/api-contract.md DownlineRow. */
export const downlineRowSchema = v.object({
  id: looseInteger,
  account: v.string(),
  nickname: v.nullish(v.string(), ''),
  userType: v.picklist(['AGENT', 'MEMBER']),
  type: looseInteger,
  level: looseInteger,
  directUpline: v.nullish(v.string(), ''),
  balance: looseNumber,
  rebateRate: looseNumber,
  online: v.boolean(),
  status: statusSchema,
  registerTime: v.string(),
  lastLoginTime: v.nullish(v.string(), null),
  remark: v.nullish(v.string(), ''),
  directCount: looseInteger,
  teamSize: looseInteger,
});

export type DownlineRow = v.InferOutput<typeof downlineRowSchema>;

export const breadcrumbSchema = v.array(v.object({ account: v.string(), nickname: v.nullish(v.string(), '') }));

export type Breadcrumb = v.InferOutput<typeof breadcrumbSchema>;

export const downlinePageSchema = v.object({
  ...recordPageSchema(downlineRowSchema, v.object({ count: looseInteger, balance: looseNumber })).entries,
  parent: v.nullish(downlineRowSchema, null),
  breadcrumb: v.nullish(breadcrumbSchema, []),
});

export type DownlinePage = v.InferOutput<typeof downlinePageSchema>;

export type DownlineQuery = {
  /** Whose direct downlines; none = the signed-in agent's. */
  parentAccount?: string;
  account?: string;
  status?: MemberStatus;
  online?: boolean;
  page: number;
};

export const DOWNLINE_PAGE_SIZE = 13;

/** ODSFE2_subordinateList (token): a parent's direct downlines (or a search of its whole team), with the breadcrumb. */
export function getDownlines(query: DownlineQuery, signal?: AbortSignal): Promise<DownlinePage> {
  const { online, ...rest } = query;
  return apiRequest(relayPath('ODSFE2_subordinateList'), {
    schema: downlinePageSchema,
    params: { ...rest, online: online === undefined ? undefined : online ? 1 : 0, size: DOWNLINE_PAGE_SIZE },
    signal,
  });
}

export function useDownlines(query: DownlineQuery) {
  return useQuery(
    queryOptions({
      queryKey: teamKeys.downlines(query),
      queryFn: ({ signal }) => getDownlines(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export const downlineDetailSchema = v.object({
  ...downlineRowSchema.entries,
  vipLevel: v.nullish(looseInteger, 0),
  vipName: v.nullish(v.string(), ''),
  realName: v.nullish(v.string(), null),
  mobileNum: v.nullish(v.string(), null),
  email: v.nullish(v.string(), null),
  breadcrumb: v.nullish(breadcrumbSchema, []),
  last30Days: teamFiguresSchema,
});

export type DownlineDetail = v.InferOutput<typeof downlineDetailSchema>;

/** ODSFE2_subordinateDetail (token): one downline's details and its last 30 days. */
export function getDownlineDetail(account: string, signal?: AbortSignal): Promise<DownlineDetail> {
  return apiRequest(relayPath('ODSFE2_subordinateDetail'), { schema: downlineDetailSchema, params: { account }, signal });
}

export function useDownlineDetail(account: string) {
  return useQuery(queryOptions({ queryKey: teamKeys.detail(account), queryFn: ({ signal }) => getDownlineDetail(account, signal) }));
}

export const transferInfoSchema = v.object({
  allowed: v.boolean(),
  account: v.string(),
  nickname: v.nullish(v.string(), ''),
  downlineBalance: looseNumber,
  mainBalance: looseNumber,
  hasPaymentPassword: v.boolean(),
  minAmount: v.nullish(looseNumber, 1),
  maxAmount: v.nullish(looseNumber, null),
});

export type TransferInfo = v.InferOutput<typeof transferInfoSchema>;

/** MCS2_transferDownlineInfo (token): both balances and the limits of one transfer. */
export function getTransferInfo(account: string, signal?: AbortSignal): Promise<TransferInfo> {
  return apiRequest(relayPath('MCS2_transferDownlineInfo'), { schema: transferInfoSchema, params: { account }, signal });
}

export function useTransferInfo(account: string) {
  return useQuery(queryOptions({ queryKey: teamKeys.transferInfo(account), queryFn: ({ signal }) => getTransferInfo(account, signal) }));
}

export type DownlineTransferInput = { account: string; amount: number; paymentPassword: string; remark: string; requestId: string };

export const downlineTransferSchema = v.object({
  orderNo: v.string(),
  account: v.string(),
  amount: looseNumber,
  remark: v.nullish(v.string(), ''),
  mainBalance: looseNumber,
  downlineBalance: looseNumber,
});

export type DownlineTransfer = v.InferOutput<typeof downlineTransferSchema>;

/** pw call: POST /wps/relay/passwordCheck/MCS2_transferDownline, every field encrypted. */
export function transferToDownline(input: DownlineTransferInput): Promise<DownlineTransfer> {
  return apiRequest('/wps/relay/passwordCheck/MCS2_transferDownline', { method: 'post', enc: input, schema: downlineTransferSchema });
}

export function useTransferToDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferToDownline,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
      void queryClient.invalidateQueries({ queryKey: agentKeys.teamOverview() });
      emitEvent('balance-refresh-requested', {});
    },
  });
}

export type RemarkInput = { account: string; remark: string };

/** MCS2_updateSubordinateRemark (token): my note on a downline (at most 50 characters). */
export function updateRemark(input: RemarkInput): Promise<DownlineRow> {
  return apiRequest(relayPath('MCS2_updateSubordinateRemark'), { method: 'post', json: input, schema: downlineRowSchema });
}

export function useUpdateRemark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRemark,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
