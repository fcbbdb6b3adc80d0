import * as v from 'valibot';
import { looseNumber } from '@gp/kernel';

/** docs/api-contract.md TeamFigures: a team's (or one account's) money in a range. */
export const teamFiguresSchema = v.object({
  deposit: looseNumber,
  withdrawal: looseNumber,
  betAmount: looseNumber,
  validBet: looseNumber,
  winning: looseNumber,
  rebate: looseNumber,
  promotion: looseNumber,
  commission: looseNumber,
  dividend: looseNumber,
  salary: looseNumber,
  profitLoss: looseNumber,
});

export type TeamFigures = v.InferOutput<typeof teamFiguresSchema>;

/** The figures in the order the pages show them. */
export const TEAM_FIGURE_KEYS = ['deposit', 'withdrawal', 'betAmount', 'validBet', 'winning', 'rebate', 'salary', 'promotion', 'commission', 'dividend', 'profitLoss'] as const;
