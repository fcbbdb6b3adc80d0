import { expectKeyFactory } from '@gp/kernel/testing';
import { memberCentreKeys } from '../../../lib/member-centre-keys';
import { transactionHistoryKeys } from './transaction-history-keys';

const range = { startDate: '2026-01-01', endDate: '2026-01-31' };

it('transactionHistoryKeys: one key per list and query, among the record lists', async () => {
  await expectKeyFactory(memberCentreKeys.records(), {
    all1: () => transactionHistoryKeys.transactions({ ...range, type: 'ALL', page: 1 }),
    all2: () => transactionHistoryKeys.transactions({ ...range, type: 'ALL', page: 2 }),
    deposit1: () => transactionHistoryKeys.transactions({ ...range, type: 'DEPOSIT', page: 1 }),
    deposits: () => transactionHistoryKeys.deposits({ ...range, states: [1], page: 1 }),
    withdrawals: () => transactionHistoryKeys.withdrawals({ ...range, states: [1], page: 1 }),
  });
});
