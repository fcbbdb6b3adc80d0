import { memberKeys } from '@gp/member-kit';

/** The query keys of the bonus details page. */
export const bonusDetailsKeys = {
  rebateRates: () => [...memberKeys.all, 'rebate-rates'] as const,
  prizeTables: () => [...memberKeys.all, 'prize-tables'] as const,
};
