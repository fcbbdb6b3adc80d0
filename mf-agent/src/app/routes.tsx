import { NotAvailableYet, type AgentRouteId, type RemoteRoutesModule } from 'shared';
import { AgentLogin } from '../features/agent-login/components/agent-login';
import '../lib/i18n';

/** mf-agent owns /agent (login) and /agentHome/* (the agent centre with its own layout). */
function AgentRoutes({ routeId }: { routeId: AgentRouteId }) {
  if (routeId === 'agent') return <AgentLogin />;
  return <NotAvailableYet />;
}

export default AgentRoutes satisfies RemoteRoutesModule<AgentRouteId>['default'];
