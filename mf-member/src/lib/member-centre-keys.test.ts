import { memberKeys } from '@gp/member-kit';
import { expectKeyFactory } from '@gp/kernel/testing';
import { memberCentreKeys } from './member-centre-keys';

it("memberCentreKeys: the cross-feature resources, under shared's member area", async () => {
  await expectKeyFactory(memberCentreKeys.all, {
    records: memberCentreKeys.records,
    wallets: memberCentreKeys.wallets,
    profile: memberCentreKeys.profile,
    missionSummary: memberCentreKeys.missionSummary,
    unreadCount: memberKeys.unreadCount,
    points: memberKeys.points,
  });
});
