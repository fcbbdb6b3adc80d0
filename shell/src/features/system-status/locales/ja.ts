import type { TranslationResource } from '@gp/kernel';
import type { SystemStatusResources } from './en';

export const ja: TranslationResource<SystemStatusResources> = {
  support: {
    customerService: 'カスタマーサポート',
    ip: 'IP：{{ip}}',
  },
  memberInfo: {
    failed: 'アカウント情報を読み込めませんでした。',
  },
};
