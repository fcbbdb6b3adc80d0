import type { TranslationResource } from '@gp/kernel';
import type { SystemStatusResources } from './en';

export const cn: TranslationResource<SystemStatusResources> = {
  support: {
    customerService: '客服',
    ip: 'IP：{{ip}}',
  },
  memberInfo: {
    failed: '您的账户信息加载失败。',
  },
};
