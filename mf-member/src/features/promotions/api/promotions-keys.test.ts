import { expectKeyFactory } from '@gp/kernel/testing';
import { promotionsKeys, rewardKeys } from './promotions-keys';

it('promotionsKeys: a list per language and a detail per promotion, under the promotions area', async () => {
  await expectKeyFactory(promotionsKeys.all, {
    list: () => promotionsKeys.list('EN'),
    listTy: () => promotionsKeys.list('TY'),
    detail1: () => promotionsKeys.detail(1, 'EN'),
    detail2: () => promotionsKeys.detail(2, 'EN'),
  });
});

it('rewardKeys: the history, tickets and available promotions, under the rewards', async () => {
  await expectKeyFactory(rewardKeys.all, {
    history: () => rewardKeys.history({ startDate: '2026-01-01', endDate: '2026-01-31', page: 1, language: 'EN' }),
    history2: () => rewardKeys.history({ startDate: '2026-01-01', endDate: '2026-01-31', page: 2, language: 'EN' }),
    tickets: () => rewardKeys.tickets('EN'),
    available: () => rewardKeys.available('EN'),
  });
});
