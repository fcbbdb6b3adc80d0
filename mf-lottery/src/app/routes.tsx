import { type LotteryRouteId, type RemoteRoutesModule } from 'shared';
import { LotteryMenu } from '../features/lottery-menu/components/lottery-menu';
import '../lib/i18n';

/** mf-lottery owns /lottery, /seaLottery and /vnLottery (the shell maps the aliases). */
function LotteryRoutes({ routeId }: { routeId: LotteryRouteId }) {
  return <LotteryMenu key={routeId} page={routeId} />;
}

export default LotteryRoutes satisfies RemoteRoutesModule<LotteryRouteId>['default'];
