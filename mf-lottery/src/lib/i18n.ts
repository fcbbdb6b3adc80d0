import { addAppResources, createTranslation } from 'shared';
import { en } from '../locales/en';

export const LOTTERY_NS = 'lottery';

addAppResources(LOTTERY_NS, { EN: en, TY: () => import('../locales/ty').then((m) => m.ty) });

export const { useT: useLotteryT } = createTranslation<typeof en>(LOTTERY_NS);
