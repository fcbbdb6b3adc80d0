import { memberKeys } from 'shared';
import { expectKeyFactory } from 'shared/testing';
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
