import { memberKeys } from '@gp/member-kit';
import { memberCentreKeys } from '../../../lib/member-centre-keys';

/** The query keys of the deposit page (the deposits in progress are a record list). */
export const depositKeys = {
  info: () => [...memberKeys.all, 'deposit-info'] as const,
  inProgress: () => [...memberCentreKeys.records(), 'deposits-in-progress'] as const,
};
