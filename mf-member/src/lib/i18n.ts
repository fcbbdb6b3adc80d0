import { addAppResources, createTranslation } from 'shared';
import { en } from '../locales/en';

export const MEMBER_NS = 'member';

addAppResources(MEMBER_NS, { EN: en, TY: () => import('../locales/ty').then((m) => m.ty) });

export const { useT: useMemberT } = createTranslation<typeof en>(MEMBER_NS);
