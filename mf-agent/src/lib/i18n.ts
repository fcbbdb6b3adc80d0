import { addAppResources, createTranslation } from 'shared';
import { en } from '../locales/en';

export const AGENT_NS = 'agent';

addAppResources(AGENT_NS, { EN: en, TY: () => import('../locales/ty').then((m) => m.ty) });

export const { useT: useAgentT } = createTranslation<typeof en>(AGENT_NS);
