import { expectKeyFactory } from '@gp/kernel/testing';
import { lotteryKeys } from './lottery-keys';

it('lotteryKeys: stable, distinct keys under the lottery area', async () => {
  await expectKeyFactory(lotteryKeys.all, {
    menuLott: () => lotteryKeys.menu('LOTT'),
    menuZy: () => lotteryKeys.menu('ZY'),
    draws1: () => lotteryKeys.draws('VN01', 1),
    draws2: () => lotteryKeys.draws('VN01', 2),
    latest: () => lotteryKeys.latestDraw('VN01'),
    betting: () => lotteryKeys.launch('ZY', 'VN01', 'betting'),
    lobby: () => lotteryKeys.launch('ZY', 'VN01', 'lobby'),
  });
});
