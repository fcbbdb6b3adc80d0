import { memberCentreKeys } from '../../../lib/member-centre-keys';

/** The query keys the member centre's menu and header read (the unread count is the member kit's memberKeys). */
export const memberCentrePageKeys = {
  merchantWallet: () => [...memberCentreKeys.all, 'merchant-wallet'] as const,
  missionSummary: memberCentreKeys.missionSummary,
};
