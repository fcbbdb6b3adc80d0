import { apiGet } from '../client';
import { type Balance, balanceSchema, type MemberInfo, memberInfoSchema } from '../schemas/member';

export function fetchMemberInfo(): Promise<MemberInfo> {
  return apiGet('/wps/member/info', memberInfoSchema);
}

export function fetchBalance(): Promise<Balance> {
  return apiGet('/wps/v2/wallets/balance', balanceSchema);
}
