import type { ReactElement } from 'react';
import { type MemberRouteId, Navigate, type RemoteRoutesModule, Route, Routes } from 'shared';
import { QueryProvider } from '../lib/query-provider';
import { MemberLayout } from '../features/member-centre/components/member-layout';
import { PageGate, UnknownMemberPage } from '../features/member-centre/components/page-gate';
import { DEFAULT_MEMBER_PAGE, type MemberPageId } from '../features/member-centre/member-pages';
import { BettingRecord } from '../features/betting-record/components/betting-record';
import { BonusDetails } from '../features/bonus-details/components/bonus-details';
import { DepositPage } from '../features/deposit/components/deposit-page';
import { PersonalProfit } from '../features/personal-profit/components/personal-profit';
import { SecurityCenter } from '../features/security-center/components/security-center';
import { TransactionHistory } from '../features/transaction-history/components/transaction-history';
import { TransferFund } from '../features/transfer-fund/components/transfer-fund';
import { TransferUpline } from '../features/transfer-upline/components/transfer-upline';
import { WithdrawPage } from '../features/withdraw/components/withdraw-page';
import { MessagesPage } from '../features/messages/components/messages-page';
import { PointMall } from '../features/point-mall/components/point-mall';
import { PromotionsPage } from '../features/promotions/components/promotions-page';
import { RewardCenter } from '../features/promotions/components/reward-center';
import { ReferralPage } from '../features/referral/components/referral-page';
import { MissionsPage } from '../features/missions/components/missions-page';
import '../lib/i18n';

/** The page of each sub-route; pages not built yet show their empty state. */
const PAGE_ELEMENTS: Record<MemberPageId, ReactElement> = {
  securityCenter: <SecurityCenter />,
  transferFund: <TransferFund />,
  depositv2: <DepositPage />,
  withdraw: <WithdrawPage />,
  transferUpline: <TransferUpline />,
  personalHistoryCopy: <BettingRecord />,
  transactionHistory: <TransactionHistory />,
  personalProfit: <PersonalProfit />,
  bonusDetails: <BonusDetails />,
  rewardCenter: <RewardCenter />,
  referral: <ReferralPage />,
  missionLeaderboard: <MissionsPage />,
  messageV2: <MessagesPage />,
};

/** mf-member owns /member/* (member centre pages), /promotions (public) and /pointMall. */
function MemberRoutes({ routeId }: { routeId: MemberRouteId }) {
  if (routeId === 'pointMall') {
    return (
      <QueryProvider>
        <PointMall />
      </QueryProvider>
    );
  }
  if (routeId === 'promotions') {
    return (
      <QueryProvider>
        <PromotionsPage />
      </QueryProvider>
    );
  }
  return (
    <QueryProvider>
      <Routes>
        <Route element={<MemberLayout />}>
          <Route index element={<Navigate to={DEFAULT_MEMBER_PAGE} replace />} />
          {(Object.keys(PAGE_ELEMENTS) as MemberPageId[]).map((id) => (
            <Route key={id} path={id} element={<PageGate id={id}>{PAGE_ELEMENTS[id]}</PageGate>} />
          ))}
          <Route path="*" element={<UnknownMemberPage />} />
        </Route>
      </Routes>
    </QueryProvider>
  );
}

export default MemberRoutes satisfies RemoteRoutesModule<MemberRouteId>['default'];
