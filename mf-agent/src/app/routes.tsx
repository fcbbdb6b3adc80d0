import { lazy, type ReactElement, Suspense } from 'react';
import { type AgentRouteId, Navigate, type RemoteRoutesModule, Route, Routes } from '@gp/kernel';
import { Spinner } from '@gp/ui-kit';
import { QueryProvider } from '@gp/kernel/query';
import { AgentLogin } from '../features/agent-login/components/agent-login';
import { AgentLayout } from '../features/agent-centre/components/agent-layout';
import { PageGate, UnknownAgentPage } from '../features/agent-centre/components/page-gate';
import { AGENT_PAGES, type AgentPageId, DEFAULT_AGENT_PAGE } from '../features/agent-centre/agent-pages';
import { PendingOffersBanner } from '../features/contracts/components/pending-offers-banner';
import { MemberPage, type MemberPageKey } from '../features/member-pages/components/member-page';
import { useAgentT } from '../lib/i18n';
import '../lib/i18n';

// Each page is its own chunk, loaded when it is first opened: the layout shows at once.
const RegisterCenter = lazy(() => import('../features/register-center/components/register-center').then((m) => ({ default: m.RegisterCenter })));
const MyIncome = lazy(() => import('../features/reports/components/my-income').then((m) => ({ default: m.MyIncome })));
const TeamBetting = lazy(() => import('../features/reports/components/team-betting').then((m) => ({ default: m.TeamBetting })));
const TransactionDetails = lazy(() => import('../features/reports/components/transaction-details').then((m) => ({ default: m.TransactionDetails })));
const UserPnl = lazy(() => import('../features/reports/components/user-pnl').then((m) => ({ default: m.UserPnl })));
const TeamManagement = lazy(() => import('../features/team-management/components/team-management').then((m) => ({ default: m.TeamManagement })));
const ContractPage = lazy(() => import('../features/contracts/components/contract-page').then((m) => ({ default: m.ContractPage })));
const OfferDialog = lazy(() => import('../features/contracts/components/offer-dialog').then((m) => ({ default: m.OfferDialog })));
const TransferUpline = lazy(() => import('../features/transfer-upline/components/transfer-upline').then((m) => ({ default: m.TransferUpline })));
const CustomerService = lazy(() => import('../features/customer-service/components/customer-service').then((m) => ({ default: m.CustomerService })));
const AgentAnnouncements = lazy(() => import('../features/announcements/components/agent-announcements').then((m) => ({ default: m.AgentAnnouncements })));
const TeamOverview = lazy(() => import('../features/team-overview/components/team-overview').then((m) => ({ default: m.TeamOverview })));

/** A contract page: its kind and its SPEC name as the heading. */
function KindPage({ kind, id }: { kind: 'DIVIDEND' | 'DAILY' | 'HOURLY' | 'REALTIME'; id: AgentPageId }) {
  const { t } = useAgentT();
  return <ContractPage kind={kind} title={t(`pages.${id}`)} />;
}

/**
 * Deposit, withdraw and platform messages are the member centre's own pages (mf-member exposes
 * them), loaded through federation with their own fallback; the heading is theirs.
 */
function WalletPage({ page, id }: { page: MemberPageKey; id: AgentPageId }) {
  const { t } = useAgentT();
  return <MemberPage page={page} title={t(`pages.${id}`)} />;
}

/** The page of each sub-route. */
const PAGE_ELEMENTS: Record<AgentPageId, ReactElement> = {
  deposit: <WalletPage page="./deposit" id="deposit" />,
  withdraw: <WalletPage page="./withdraw" id="withdraw" />,
  agentAnnouncement: <AgentAnnouncements />,
  platformMessages: <WalletPage page="./messages" id="platformMessages" />,
  agentTeamOverview: <TeamOverview />,
  registerCenter: <RegisterCenter />,
  downlineManagmentView: (
    <TeamManagement
      renderOffer={(account, onClose) => (
        <Suspense fallback={null}>
          <OfferDialog account={account} onClose={onClose} />
        </Suspense>
      )}
    />
  ),
  personalHistoryCopy: <TeamBetting />,
  palStatementsAgentCopy: <UserPnl />,
  agentRevenueReport: <MyIncome />,
  agentDownlineTransactionDetailsCopy: <TransactionDetails />,
  agentDividendRecordCopy2: <KindPage kind="DIVIDEND" id="agentDividendRecordCopy2" />,
  agentDailyWages2: <KindPage kind="DAILY" id="agentDailyWages2" />,
  agentHourSalary: <KindPage kind="HOURLY" id="agentHourSalary" />,
  agentRealtimeSalary: <KindPage kind="REALTIME" id="agentRealtimeSalary" />,
  transferUpline: <TransferUpline />,
  customerService: <CustomerService />,
};

/** /agentHome/*: the agent centre in its own layout, one sub-route per page. */
export function AgentCentreRoutes() {
  return (
    <QueryProvider>
      <Routes>
        <Route element={<AgentLayout notice={<PendingOffersBanner />} />}>
          <Route index element={<Navigate to={DEFAULT_AGENT_PAGE} replace />} />
          {AGENT_PAGES.map((id) => (
            <Route
              key={id}
              path={id}
              element={
                <PageGate id={id}>
                  <Suspense fallback={<Spinner />}>{PAGE_ELEMENTS[id]}</Suspense>
                </PageGate>
              }
            />
          ))}
          <Route path="*" element={<UnknownAgentPage />} />
        </Route>
      </Routes>
    </QueryProvider>
  );
}

/** mf-agent owns /agent (login) and /agentHome/* (the agent centre with its own layout). */
function AgentRoutes({ routeId }: { routeId: AgentRouteId }) {
  if (routeId === 'agent') return <AgentLogin />;
  return <AgentCentreRoutes />;
}

export default AgentRoutes satisfies RemoteRoutesModule<AgentRouteId>['default'];
