import type { MemberInfo } from '../api/schemas/member';

export type SessionKind = 'guest' | 'member' | 'trial' | 'agent';

export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

export function isAgentType(type: number): boolean {
  return AGENT_TYPES.includes(type);
}

/**
 * A token without member info yet (right after a reload, before /wps/member/info answers)
 * counts as a member: the kind is refined once the member info arrives.
 */
export function sessionKindOf(member: Pick<MemberInfo, 'type'> | null, token: string | null): SessionKind {
  if (!token) return 'guest';
  if (!member) return 'member';
  if (member.type === TRIAL_TYPE) return 'trial';
  if (isAgentType(member.type)) return 'agent';
  return 'member';
}
