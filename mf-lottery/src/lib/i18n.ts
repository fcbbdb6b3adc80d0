import { addAppResources, createTranslation } from '@gp/kernel';
import { followLanguage } from '@gp/kernel/translation';
import { en } from '../locales/en';

export const LOTTERY_NS = 'lottery';

addAppResources(LOTTERY_NS, { EN: en, TY: () => import('../locales/ty').then((m) => m.ty) });

// followLanguage: `t` changes with the language even on an older shell (version skew).
export const { useT: useLotteryT } = followLanguage(createTranslation<typeof en>(LOTTERY_NS));
