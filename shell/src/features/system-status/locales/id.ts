import type { TranslationResource } from '@gp/kernel';
import type { SystemStatusResources } from './en';

export const id: TranslationResource<SystemStatusResources> = {
  support: {
    customerService: 'Layanan pelanggan',
    ip: 'IP: {{ip}}',
  },
  memberInfo: {
    failed: 'Detail akun Anda gagal dimuat.',
  },
};
