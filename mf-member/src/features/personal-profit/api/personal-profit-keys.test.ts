import { expectKeyFactory } from '@gp/kernel/testing';
import { memberCentreKeys } from '../../../lib/member-centre-keys';
import { personalProfitKeys } from './personal-profit-keys';

it('personalProfitKeys: one key per range, among the record lists', async () => {
  const samples = {
    january: () => personalProfitKeys.range({ startDate: '2026-01-01', endDate: '2026-01-31' }),
    february: () => personalProfitKeys.range({ startDate: '2026-02-01', endDate: '2026-02-28' }),
  };
  await expectKeyFactory(personalProfitKeys.all, samples);
  await expectKeyFactory(memberCentreKeys.records(), samples);
});
