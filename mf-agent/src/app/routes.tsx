import type { ReactElement } from 'react';
import { type AgentRouteId, Navigate, type RemoteRoutesModule, Route, Routes } from 'shared';
import { AgentLogin } from '../features/agent-login/components/agent-login';
import { AgentLayout } from '../features/agent-centre/components/agent-layout';
import { PageGate, PageNotYet, UnknownAgentPage } from '../features/agent-centre/components/page-gate';
import { AGENT_PAGES, type AgentPageId, DEFAULT_AGENT_PAGE } from '../features/agent-centre/agent-pages';
import { AgentAnnouncements } from '../features/announcements/components/agent-announcements';
import { RegisterCenter } from '../features/register-center/components/register-center';
import { MyIncome } from '../features/reports/components/my-income';
import { TeamBetting } from '../features/reports/components/team-betting';
import { TransactionDetails } from '../features/reports/components/transaction-details';
import { UserPnl } from '../features/reports/components/user-pnl';
import { TeamManagement } from '../features/team-management/components/team-management';
import { TeamOverview } from '../features/team-overview/components/team-overview';
import { QueryProvider } from '../lib/query-provider';
import '../lib/i18n';

/** The page of each sub-route; pages not built yet show their empty state. */
const PAGE_ELEMENTS: Record<AgentPageId, ReactElement> = {
  ...(Object.fromEntries(AGENT_PAGES.map((id) => [id, <PageNotYet key={id} id={id} />])) as Record<AgentPageId, ReactElement>),
  agentAnnouncement: <AgentAnnouncements />,
  agentTeamOverview: <TeamOverview />,
  registerCenter: <RegisterCenter />,
  downlineManagmentView: <TeamManagement />,
  personalHistoryCopy: <TeamBetting />,
  palStatementsAgentCopy: <UserPnl />,
  agentRevenueReport: <MyIncome />,
  agentDownlineTransactionDetailsCopy: <TransactionDetails />,
};

/** /agentHome/*: the agent centre in its own layout, one sub-route per page. */
export function AgentCentreRoutes() {
  return (
    <QueryProvider>
      <Routes>
        <Route element={<AgentLayout />}>
          <Route index element={<Navigate to={DEFAULT_AGENT_PAGE} replace />} />
          {AGENT_PAGES.map((id) => (
            <Route key={id} path={id} element={<PageGate id={id}>{PAGE_ELEMENTS[id]}</PageGate>} />
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
