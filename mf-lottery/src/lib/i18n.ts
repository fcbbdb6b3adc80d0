import { addAppResources, createTranslation } from 'shared';
import { en } from '../locales/en';
import { ty } from '../locales/ty';

export const LOTTERY_NS = 'lottery';

addAppResources(LOTTERY_NS, { EN: en, TY: ty });

export const { useT: useLotteryT } = createTranslation<typeof en>(LOTTERY_NS);
