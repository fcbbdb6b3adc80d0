import type { TranslationResource } from '@gp/kernel';
import type { SystemStatusResources } from './en';

export const th: TranslationResource<SystemStatusResources> = {
  support: {
    customerService: 'ฝ่ายบริการลูกค้า',
    ip: 'ที่อยู่ IP: {{ip}}',
  },
  memberInfo: {
    failed: 'โหลดข้อมูลบัญชีของคุณไม่สำเร็จ',
  },
};
