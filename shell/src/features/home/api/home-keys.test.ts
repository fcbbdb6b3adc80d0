import { expectKeyFactory } from '@gp/kernel/testing';
import { homeKeys } from './home-keys';

it('homeKeys: a winner board per language, under the home area', async () => {
  await expectKeyFactory(homeKeys.all, { en: () => homeKeys.winnerBoard('EN'), ty: () => homeKeys.winnerBoard('TY') });
});
