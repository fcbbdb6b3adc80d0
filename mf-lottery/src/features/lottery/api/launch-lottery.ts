import { apiRequest, getRuntimeConfig, type Language, type LaunchResult, launchResultSchema, onRandomLaunchCdn } from 'shared';

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
  return onRandomLaunchCdn(apiRequest('/wps/game/launchGame', { method: 'post', json, schema: launchResultSchema }));
}
