import { type LotteryRouteId, type RemoteRoutesModule } from '@gp/kernel';
import { QueryProvider } from '@gp/kernel/query';
import { LotteryPage } from '../features/lottery/components/lottery-page';
import '../lib/i18n';

/** mf-lottery owns /lottery, /seaLottery and /vnLottery (the shell maps the aliases). */
function LotteryRoutes({ routeId }: { routeId: LotteryRouteId }) {
  return (
    <QueryProvider>
      <LotteryPage key={routeId} page={routeId} />
    </QueryProvider>
  );
}

export default LotteryRoutes satisfies RemoteRoutesModule<LotteryRouteId>['default'];
