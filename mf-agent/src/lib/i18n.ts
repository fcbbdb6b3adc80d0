import { addAppResources, createTranslation } from 'shared';
import { en } from '../locales/en';
import { ty } from '../locales/ty';

export const AGENT_NS = 'agent';

addAppResources(AGENT_NS, { EN: en, TY: ty });

export const { useT: useAgentT } = createTranslation<typeof en>(AGENT_NS);
