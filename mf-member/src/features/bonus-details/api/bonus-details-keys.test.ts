import { memberKeys } from '@gp/member-kit';
import { expectKeyFactory } from '@gp/kernel/testing';
import { bonusDetailsKeys } from './bonus-details-keys';

it('bonusDetailsKeys: the rebate rates and the prize tables, under the member area', async () => {
  await expectKeyFactory(memberKeys.all, { rebateRates: bonusDetailsKeys.rebateRates, prizeTables: bonusDetailsKeys.prizeTables });
});
