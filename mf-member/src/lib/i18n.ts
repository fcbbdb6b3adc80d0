import { addAppResources, createTranslation } from 'shared';
import { en } from '../locales/en';
import { ty } from '../locales/ty';

export const MEMBER_NS = 'member';

addAppResources(MEMBER_NS, { EN: en, TY: ty });

export const { useT: useMemberT } = createTranslation<typeof en>(MEMBER_NS);
