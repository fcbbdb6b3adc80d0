import { apiRequest } from '../client';
import { type Balance, balanceSchema, type MemberInfo, memberInfoSchema } from '../schemas/member';

export function fetchMemberInfo(): Promise<MemberInfo> {
  return apiRequest('/wps/member/info', { schema: memberInfoSchema });
}

export function fetchBalance(): Promise<Balance> {
  return apiRequest('/wps/v2/wallets/balance', { schema: balanceSchema });
}
