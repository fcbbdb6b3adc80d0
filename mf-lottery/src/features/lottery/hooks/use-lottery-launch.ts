import { loadGameApi, type PrizeMode, useLanguage, useLaunchUrl } from 'shared';

export type LotteryTarget = { prizeMode: PrizeMode; gameCode: string; view: 'betting' | 'lobby'; backUrl: string };

/** One lottery launch per game and view (launchMode LOTT, lottoArea VN). */
export function useLotteryLaunch({ prizeMode, gameCode, view, backUrl }: LotteryTarget) {
  const language = useLanguage();
  return useLaunchUrl([prizeMode, gameCode, view].join('|'), async () => {
    const api = await loadGameApi();
    return api.launchLottery({ prizeMode, gameCode, view, language, backUrl });
  });
}
