import { type LotteryRouteId, type RemoteRoutesModule } from 'shared';
import { LotteryPage } from '../features/lottery/components/lottery-page';
import '../lib/i18n';

/** mf-lottery owns /lottery, /seaLottery and /vnLottery (the shell maps the aliases). */
function LotteryRoutes({ routeId }: { routeId: LotteryRouteId }) {
  return <LotteryPage key={routeId} page={routeId} />;
}

export default LotteryRoutes satisfies RemoteRoutesModule<LotteryRouteId>['default'];
