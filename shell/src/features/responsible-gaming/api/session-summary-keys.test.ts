import { expectKeyFactory } from '@gp/kernel/testing';
import { sessionSummaryKeys } from './session-summary-keys';

it('sessionSummaryKeys: one summary per session and moment', async () => {
  await expectKeyFactory(sessionSummaryKeys.all, {
    start: () => sessionSummaryKeys.summary('t1', 'start'),
    reminder: () => sessionSummaryKeys.summary('t1', '2026-01-01T10:00'),
    otherSession: () => sessionSummaryKeys.summary('t2', 'start'),
  });
});
