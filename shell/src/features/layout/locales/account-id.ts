import type { TranslationResource } from '@gp/kernel';
import type { AccountResources } from './account-en';

export const accountId: TranslationResource<AccountResources> = {
  balance: 'Saldo',
  hidden: 'Disembunyikan',
  showBalance: 'Tampilkan saldo',
  hideBalance: 'Sembunyikan saldo',
  refreshBalance: 'Perbarui saldo',
  unread_one: '{{count}} pesan atau promosi baru',
  unread_other: '{{count}} pesan dan promosi baru',
  vip: 'VIP {{level}}',
  vipRank: 'VIP {{level}}, {{name}}',
  points: '{{points}} poin',
  pointsLabel: 'Poin: {{points}}',
  trial: 'Akun uji coba',
  menu: 'Menu akun',
  announcements: 'Pengumuman',
  customerService: 'Layanan pelanggan',
  agent: 'Pusat agen',
  blog: 'Blog',
  memberCentre: 'Pusat anggota',
  accountNav: 'Akun',
  logout: 'Keluar',
};
