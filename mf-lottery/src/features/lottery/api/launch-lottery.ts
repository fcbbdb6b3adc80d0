import { getRuntimeConfig, type Language } from '@gp/kernel';
import { type LaunchResult, requestGameLaunch } from '@gp/games-kit';
import { queryOptions, useQuery } from '@gp/kernel/query';
import { lotteryKeys } from './lottery-keys';

/** SPEC §9 prize modes. */
export type PrizeMode = 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';

export type LotteryLaunch = {
  prizeMode: PrizeMode;
  gameCode: string;
  view: 'betting' | 'lobby';
  language: Language;
  backUrl: string;
};

/** The lottery launch of SPEC §7: area VN, launch mode LOTT. */
export function launchLottery({ prizeMode, gameCode, view, language, backUrl }: LotteryLaunch): Promise<LaunchResult> {
  const json = {
    launchMode: 'LOTT',
    lottoArea: 'VN',
    lottoPrizeMode: prizeMode,
    lottoGameCode: gameCode,
    lottoView: view,
    device: getRuntimeConfig().device,
    backUrl,
    language,
  };
  return requestGameLaunch(json);
}

/** One launch per game and view while the page shows it (a launch opens a vendor session); forgotten when it closes. */
export function lotteryLaunchQueryOptions(launch: LotteryLaunch) {
  return queryOptions({
    queryKey: lotteryKeys.launch(launch.prizeMode, launch.gameCode, launch.view),
    queryFn: () => launchLottery(launch),
    staleTime: Infinity,
    gcTime: 0,
    // A launch is a POST that opens a session: never repeated on its own (Retry asks again).
    retry: false,
    refetchOnReconnect: false,
  });
}

export function useLotteryLaunchQuery(launch: LotteryLaunch) {
  return useQuery(lotteryLaunchQueryOptions(launch));
}
