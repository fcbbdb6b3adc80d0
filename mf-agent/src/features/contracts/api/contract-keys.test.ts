import { expectKeyFactory } from '@gp/kernel/testing';
import { contractKeys } from './contract-keys';

const range = { start: '2026-01-01', end: '2026-01-31' } as never;

it('contractKeys: a key per kind and query, all under the contracts', async () => {
  await expectKeyFactory(contractKeys.all, {
    rateDaily: () => contractKeys.rateRange('DAILY'),
    rateHourly: () => contractKeys.rateRange('HOURLY'),
    upline: () => contractKeys.list({ role: 'UPLINE', page: 1 }),
    downline: () => contractKeys.list({ role: 'DOWNLINE', page: 1 }),
    waiting: contractKeys.waiting,
    records: () => contractKeys.records({ kind: 'DAILY', range, page: 1 }),
    summary: () => contractKeys.summary('REALTIME'),
  });
});
