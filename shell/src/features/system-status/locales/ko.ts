import type { TranslationResource } from '@gp/kernel';
import type { SystemStatusResources } from './en';

export const ko: TranslationResource<SystemStatusResources> = {
  support: {
    customerService: '고객센터',
    ip: 'IP 주소: {{ip}}',
  },
  memberInfo: {
    failed: '계정 정보를 불러오지 못했습니다.',
  },
};
