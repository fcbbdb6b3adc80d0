import { expectKeyFactory } from '@gp/kernel/testing';
import { reportKeys } from './report-keys';

const range = { start: '2026-01-01', end: '2026-01-31' } as never;

it('reportKeys: a key per report and query', async () => {
  await expectKeyFactory(reportKeys.all, {
    bets1: () => reportKeys.report('ODSFE2_teamBetDet', { range, page: 1, filters: {} }),
    bets2: () => reportKeys.report('ODSFE2_teamBetDet', { range, page: 2, filters: {} }),
    betsOf: () => reportKeys.report('ODSFE2_teamBetDet', { range, page: 1, filters: { account: 'a1' } }),
    pnl1: () => reportKeys.report('ODSFE2_teamPNLDet', { range, page: 1, filters: {} }),
  });
});
