import { memberKeys } from '@gp/member-kit';
import { memberCentreKeys } from '../../../lib/member-centre-keys';

/** The query keys of the withdrawal page (the confirmations are a record list). */
export const withdrawKeys = {
  info: () => [...memberKeys.all, 'withdraw-info'] as const,
  cards: () => [...memberKeys.all, 'cards'] as const,
  banks: () => [...memberKeys.all, 'banks'] as const,
  charge: (amount: number | null) => [...memberKeys.all, 'withdraw-charge', amount] as const,
  confirmList: () => [...memberCentreKeys.records(), 'withdraw-confirm'] as const,
};
