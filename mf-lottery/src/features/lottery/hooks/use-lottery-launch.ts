import { useLanguage, useLaunchUrl } from 'shared';
import { launchLottery, type PrizeMode } from '../api/launch-lottery';

export type LotteryTarget = { prizeMode: PrizeMode; gameCode: string; view: 'betting' | 'lobby'; backUrl: string };

/** One lottery launch per game and view (launchMode LOTT, lottoArea VN). */
export function useLotteryLaunch({ prizeMode, gameCode, view, backUrl }: LotteryTarget) {
  const language = useLanguage();
  return useLaunchUrl([prizeMode, gameCode, view].join('|'), () => launchLottery({ prizeMode, gameCode, view, language, backUrl }));
}
