import { lazy, type ReactElement, Suspense } from 'react';
import { MEMBER_PAGES, type MemberPageId, type MemberRouteId, Navigate, type RemoteRoutesModule, Route, Routes } from '@gp/kernel';
import { Spinner } from '@gp/ui-kit';
import { QueryProvider } from '@gp/kernel/query';
import { MemberLayout } from '../features/member-centre/components/member-layout';
import { type PageLoad, PageGate, UnknownMemberPage } from '../features/member-centre/components/page-gate';
import { DEFAULT_MEMBER_PAGE } from '../features/member-centre/member-pages';
import '../lib/i18n';

// Each page is its own chunk, loaded when it is first opened: the member centre's layout shows at
// once and /member does not download every page.
const PAGE_LOADS: Record<MemberPageId, PageLoad> = {
  securityCenter: () => import('../features/security-center/components/security-center').then((m) => ({ default: m.SecurityCenter })),
  transferFund: () => import('../features/transfer-fund/components/transfer-fund').then((m) => ({ default: m.TransferFund })),
  depositv2: () => import('../features/deposit/components/deposit-page').then((m) => ({ default: m.DepositPage })),
  withdraw: () => import('../features/withdraw/components/withdraw-page').then((m) => ({ default: m.WithdrawPage })),
  transferUpline: () => import('../features/transfer-upline/components/transfer-upline').then((m) => ({ default: m.TransferUpline })),
  personalHistoryCopy: () => import('../features/betting-record/components/betting-record').then((m) => ({ default: m.BettingRecord })),
  transactionHistory: () =>
    import('../features/transaction-history/components/transaction-history').then((m) => ({ default: m.TransactionHistory })),
  personalProfit: () => import('../features/personal-profit/components/personal-profit').then((m) => ({ default: m.PersonalProfit })),
  bonusDetails: () => import('../features/bonus-details/components/bonus-details').then((m) => ({ default: m.BonusDetails })),
  rewardCenter: () => import('../features/promotions/components/reward-center').then((m) => ({ default: m.RewardCenter })),
  referral: () => import('../features/referral/components/referral-page').then((m) => ({ default: m.ReferralPage })),
  missionLeaderboard: () => import('../features/missions/components/missions-page').then((m) => ({ default: m.MissionsPage })),
  messageV2: () => import('../features/messages/components/messages-page').then((m) => ({ default: m.MessagesPage })),
  responsibleGambling: () =>
    import('../features/responsible-gambling/components/responsible-gambling-page').then((m) => ({ default: m.ResponsibleGamblingPage })),
};
const PointMall = lazy(() => import('../features/point-mall/components/point-mall').then((m) => ({ default: m.PointMall })));
const PromotionsPage = lazy(() => import('../features/promotions/components/promotions-page').then((m) => ({ default: m.PromotionsPage })));

/** The page of each sub-route: every page of the contract's MEMBER_PAGES has one. */
const PAGE_ELEMENTS = Object.fromEntries(
  MEMBER_PAGES.map((id) => {
    const Page = lazy(PAGE_LOADS[id]);
    return [id, <Page key={id} />];
  }),
) as Record<MemberPageId, ReactElement>;

/** mf-member owns /member/* (member centre pages), /promotions (public) and /pointMall. */
function MemberRoutes({ routeId }: { routeId: MemberRouteId }) {
  if (routeId === 'pointMall') {
    return (
      <QueryProvider>
        <Suspense fallback={<Spinner />}>
          <PointMall />
        </Suspense>
      </QueryProvider>
    );
  }
  if (routeId === 'promotions') {
    return (
      <QueryProvider>
        <Suspense fallback={<Spinner />}>
          <PromotionsPage />
        </Suspense>
      </QueryProvider>
    );
  }
  return (
    <QueryProvider>
      <Routes>
        <Route element={<MemberLayout />}>
          <Route index element={<Navigate to={DEFAULT_MEMBER_PAGE} replace />} />
          {MEMBER_PAGES.map((id) => (
            <Route
              key={id}
              path={id}
              element={
                <PageGate id={id} preload={PAGE_LOADS[id]}>
                  <Suspense fallback={<Spinner />}>{PAGE_ELEMENTS[id]}</Suspense>
                </PageGate>
              }
            />
          ))}
          <Route path="*" element={<UnknownMemberPage />} />
        </Route>
      </Routes>
    </QueryProvider>
  );
}

export default MemberRoutes satisfies RemoteRoutesModule<MemberRouteId>['default'];
