import { expectKeyFactory } from '@gp/kernel/testing';
import { noticeKeys } from './notice-keys';

it('noticeKeys: a key per tab, page and language, and per pop-up moment, under the notices area', async () => {
  expect(noticeKeys.list('player', 2, 'EN')[noticeKeys.TAB_INDEX]).toBe('player');
  await expectKeyFactory(noticeKeys.all, {
    player1: () => noticeKeys.list('player', 1, 'EN'),
    player2: () => noticeKeys.list('player', 2, 'EN'),
    promotion1: () => noticeKeys.list('promotion', 1, 'EN'),
    player1Ty: () => noticeKeys.list('player', 1, 'TY'),
    popupsLogin: () => noticeKeys.popups('LOGIN', 'EN'),
    popupsHome: () => noticeKeys.popups('HOME', 'EN'),
  });
});
