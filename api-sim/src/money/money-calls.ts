import { passwordCheckPath, relayPath } from '../lib/relay';

/**
 * Every client call that moves money or points, or the status that leads to them (issue 22). Each
 * takes an optional `requestId` and goes through `idempotent()`, keyed by `name`; idempotency.test.ts
 * has one case per entry.
 *
 * Not in it: the control API (`/__sim/…`, the operator's side), the clock's jobs (rebates,
 * commissions, salaries), the demo game page's spin (it stands in for a vendor's game server, not
 * the platform) and the opening balance of a new account (a repeated registration is refused).
 */
export interface MoneyCall {
  name: string;
  path: string;
  /** `enc`: the body is `{ value: <JWE> }` (pw calls). */
  body: 'json' | 'enc';
  moves: string;
}

export const MONEY_CALLS = [
  { name: 'GCS_walletTransfer', path: relayPath('GCS_walletTransfer'), body: 'json', moves: 'money between the main wallet and a game wallet (8202 / 8102)' },
  { name: 'GCS_walletReturn', path: relayPath('GCS_walletReturn'), body: 'json', moves: "every game wallet's money back to the main wallet (8202 / 8102)" },
  { name: 'PCS_deposit', path: relayPath('PCS_deposit'), body: 'json', moves: "a deposit order (state 5, new); the money follows the operator's approval (1101)" },
  { name: 'PCS_withdraw', path: passwordCheckPath('PCS_withdraw'), body: 'enc', moves: 'the amount out of the main wallet into a withdrawal order (2101)' },
  { name: 'MCS2_transferUpline', path: passwordCheckPath('MCS2_transferUpline'), body: 'enc', moves: "money from the main wallet to the upline's, members and agents (6233 / 6234)" },
  { name: 'MCS2_transferDownline', path: passwordCheckPath('MCS2_transferDownline'), body: 'enc', moves: "money from the agent's main wallet to a downline's (6235 / 6236)" },
  { name: 'MCS2_redeemPointReward', path: passwordCheckPath('MCS2_redeemPointReward'), body: 'enc', moves: 'points, stock and a physical reward\'s price (7201) into a redeem order (P)' },
  { name: 'MCS2_convertPoint', path: passwordCheckPath('MCS2_convertPoint'), body: 'enc', moves: 'points into money on the main wallet (7202)' },
  { name: 'MCSFE_claimMissionReward', path: relayPath('MCSFE_claimMissionReward'), body: 'json', moves: "a mission's claimable milestones, paid (5101)" },
  { name: 'MCSFE_joinPromotion', path: relayPath('MCSFE_joinPromotion'), body: 'json', moves: "a JOIN promotion's status to SIGNED" },
  { name: 'MCSFE_claimPromotion', path: relayPath('MCSFE_claimPromotion'), body: 'json', moves: 'a CLAIM promotion to CLAIMED, its bonus paid (5101) and in the claim history' },
  { name: 'MCSFE_applyPromotion', path: relayPath('MCSFE_applyPromotion'), body: 'json', moves: "an application (APPLYING) with its images; the bonus follows the operator's approval" },
  { name: 'MCS2_claimRafflePromotion', path: relayPath('MCS2_claimRafflePromotion'), body: 'json', moves: "a raffle ticket's prize or a voucher's value, paid (5101) and in the claim history" },
  { name: 'MCS2_processDividendReq', path: relayPath('MCS2_processDividendReq'), body: 'json', moves: "a dividend contract's status (signed, rejected, ended, kept); signed ones are paid by the clock (6206)" },
  { name: 'MCS2_processDailySalContract', path: relayPath('MCS2_processDailySalContract'), body: 'json', moves: "a daily salary contract's status; signed ones are paid by the clock (4301)" },
  { name: 'MCS2_processContractHourSalary', path: relayPath('MCS2_processContractHourSalary'), body: 'json', moves: "an hourly salary contract's status; signed ones are paid by the clock (4302)" },
  { name: 'MCSFE_processRealTimeSalaryContract', path: relayPath('MCSFE_processRealTimeSalaryContract'), body: 'json', moves: "a real-time salary contract's status; signed ones are paid by the clock (4303)" },
  { name: 'launchGame', path: '/wps/game/launchGame', body: 'json', moves: "with sub-wallets, the main wallet's money to the game's vendor wallet (8202 / 8102) and a game session" },
] as const satisfies readonly MoneyCall[];

export type MoneyCallName = (typeof MONEY_CALLS)[number]['name'];
