export const en = {
  menu: {
    games: 'Lottery games',
    nextDraw: 'Next draw {{time}}',
    every: 'Draw every {{minutes}} min',
    empty: 'No lottery games right now.',
  },
  titles: {
    lottery: 'Lottery',
    seaLottery: 'SEA lottery',
    vnLottery: 'Vietnam lottery',
  },
} as const;

export type LotteryResources = typeof en;
