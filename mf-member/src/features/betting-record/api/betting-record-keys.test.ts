import { expectKeyFactory } from '@gp/kernel/testing';
import { memberCentreKeys } from '../../../lib/member-centre-keys';
import { bettingRecordKeys } from './betting-record-keys';

const range = { startDate: '2026-01-01', endDate: '2026-01-31' };

it('bettingRecordKeys: one key per query, among the record lists', async () => {
  const samples = {
    page1: () => bettingRecordKeys.bets({ ...range, gameCategory: 'ALL', page: 1 }),
    page2: () => bettingRecordKeys.bets({ ...range, gameCategory: 'ALL', page: 2 }),
    settled: () => bettingRecordKeys.bets({ ...range, gameCategory: 'ALL', page: 1, status: 'SETTLED' }),
  };
  await expectKeyFactory(bettingRecordKeys.all, samples);
  await expectKeyFactory(memberCentreKeys.records(), samples);
});
