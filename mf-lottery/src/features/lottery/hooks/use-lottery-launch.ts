import { useLanguage } from '@gp/kernel';
import { launchStateOf } from '@gp/games-kit';
import { type PrizeMode, useLotteryLaunchQuery } from '../api/launch-lottery';

export type LotteryTarget = { prizeMode: PrizeMode; gameCode: string; view: 'betting' | 'lobby'; backUrl: string };

/** One lottery launch per game and view (launchMode LOTT, lottoArea VN): its URL, or the server's words; a retry launches again. */
export function useLotteryLaunch(target: LotteryTarget) {
  const language = useLanguage();
  const launch = useLotteryLaunchQuery({ ...target, language });
  return { state: launchStateOf(launch), retry: () => void launch.refetch() };
}
