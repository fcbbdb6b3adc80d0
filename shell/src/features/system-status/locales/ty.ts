import type { TranslationResource } from '@gp/kernel';
import type { SystemStatusResources } from './en';

export const ty: TranslationResource<SystemStatusResources> = {
  support: {
    customerService: 'Customer service',
    ip: 'IP: {{ip}}',
  },
  memberInfo: {
    failed: 'Hindi ma-load ang mga detalye ng iyong account.',
  },
};
