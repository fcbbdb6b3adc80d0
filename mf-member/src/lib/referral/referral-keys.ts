import { memberKeys } from '@gp/member-kit';

/** The query keys of the referral programme: the member's invite (lib) and invitees (the referral page). */
export const referralKeys = {
  all: [...memberKeys.all, 'referral'] as const,
  info: () => [...referralKeys.all, 'info'] as const,
  invitees: (page: number) => [...referralKeys.all, 'invitees', page] as const,
};
