import type { TranslationResource } from 'shared';
import type { AgentResources } from './en';

export const ty: TranslationResource<AgentResources> = {
  login: {
    title: 'Login ng ahente',
    intro: 'Mag-sign in sa agent centre.',
    username: 'Username',
    password: 'Password',
    submit: 'Mag-log in',
  },
};
