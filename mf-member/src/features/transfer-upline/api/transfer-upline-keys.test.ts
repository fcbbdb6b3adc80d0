import { expectKeyFactory } from '@gp/kernel/testing';
import { memberCentreKeys } from '../../../lib/member-centre-keys';
import { transferUplineKeys } from './transfer-upline-keys';

it('transferUplineKeys: a log page per query, among the record lists', async () => {
  await expectKeyFactory(memberCentreKeys.records(), {
    page1: () => transferUplineKeys.log({ startDate: '2026-01-01', endDate: '2026-01-31', page: 1 }),
    page2: () => transferUplineKeys.log({ startDate: '2026-01-01', endDate: '2026-01-31', page: 2 }),
  });
});
