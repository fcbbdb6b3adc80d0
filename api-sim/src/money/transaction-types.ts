/**
 * Transaction type ids (docs/api-contract.md, "Money"). The ids PLATFORM-FACTS lists are kept
 * (4301, 4401, 6206, 6233, 8102, 8202); the others are chosen in the same style.
 */
export const TX = {
  deposit: 1101,
  withdraw: 2101,
  withdrawRefund: 2102,
  bet: 3101,
  win: 3102,
  betRebate: 4101,
  agentRebate: 4201,
  dailySalary: 4301,
  hourlySalary: 4302,
  realtimeSalary: 4303,
  commission: 4401,
  bonus: 5101,
  contractDividend: 6206,
  transferUpline: 6233,
  transferFromDownline: 6234,
  transferDownline: 6235,
  transferFromUpline: 6236,
  adjustment: 7101,
  pointsMall: 7201,
  pointsConversion: 7202,
  transferIn: 8102,
  transferOut: 8202,
} as const;

export type TxTypeId = (typeof TX)[keyof typeof TX];

/** The filter groups of the account record (PLATFORM-FACTS "transaction types"). */
export const TX_CATEGORIES = [
  'DEPOSIT',
  'WITHDRAW',
  'BET',
  'WIN',
  'BONUS',
  'BET_REBATE',
  'AGENT_REBATE',
  'DIVIDEND',
  'DAILY_SALARY',
  'HOURLY_SALARY',
  'REALTIME_SALARY',
  'OTHER',
] as const;
export type TxCategory = (typeof TX_CATEGORIES)[number];

interface TxTypeInfo {
  name: string;
  category: TxCategory;
}

export const TX_TYPES: Readonly<Record<TxTypeId, TxTypeInfo>> = {
  1101: { name: 'Deposit', category: 'DEPOSIT' },
  2101: { name: 'Withdrawal', category: 'WITHDRAW' },
  2102: { name: 'Withdrawal refund', category: 'WITHDRAW' },
  3101: { name: 'Bet', category: 'BET' },
  3102: { name: 'Win', category: 'WIN' },
  4101: { name: 'Bet rebate', category: 'BET_REBATE' },
  4201: { name: 'Agent rebate', category: 'AGENT_REBATE' },
  4301: { name: 'Daily salary', category: 'DAILY_SALARY' },
  4302: { name: 'Hourly salary', category: 'HOURLY_SALARY' },
  4303: { name: 'Real-time salary', category: 'REALTIME_SALARY' },
  4401: { name: 'Commission', category: 'AGENT_REBATE' },
  5101: { name: 'Bonus', category: 'BONUS' },
  6206: { name: 'Contract dividend', category: 'DIVIDEND' },
  6233: { name: 'Transfer to upline', category: 'OTHER' },
  6234: { name: 'Transfer from downline', category: 'OTHER' },
  6235: { name: 'Transfer to downline', category: 'OTHER' },
  6236: { name: 'Transfer from upline', category: 'OTHER' },
  7101: { name: 'Adjustment', category: 'OTHER' },
  7201: { name: 'Points mall', category: 'OTHER' },
  7202: { name: 'Points conversion', category: 'OTHER' },
  8102: { name: 'Transfer in', category: 'OTHER' },
  8202: { name: 'Transfer out', category: 'OTHER' },
};

export const isTxTypeId = (value: number): value is TxTypeId => Object.hasOwn(TX_TYPES, value);
