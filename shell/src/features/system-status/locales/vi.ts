import type { TranslationResource } from '@gp/kernel';
import type { SystemStatusResources } from './en';

export const vi: TranslationResource<SystemStatusResources> = {
  support: {
    customerService: 'Chăm sóc khách hàng',
    ip: 'IP: {{ip}}',
  },
  memberInfo: {
    failed: 'Không thể tải thông tin tài khoản của bạn.',
  },
};
