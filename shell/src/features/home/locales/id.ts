import type { TranslationResource } from '@gp/kernel';
import type { HomeResources } from './en';

export const id: TranslationResource<HomeResources> = {
  title: 'Selamat datang',
  banners: 'Promosi unggulan',
  slide: 'Slide {{index}} dari {{total}}',
  previous: 'Banner sebelumnya',
  next: 'Banner berikutnya',
  goTo: 'Tampilkan banner {{index}}',
  notices: 'Pemberitahuan',
  allNotices: 'Semua pemberitahuan',
  hotProviders: 'Penyedia populer',
  hotGames: 'Permainan populer',
  hotBanners: 'Promosi permainan populer',
  viewAll: 'Lihat semua',
  viewAllOf: 'Lihat semua permainan {{name}}',
  games: 'Permainan {{name}}',
  rowFailed: 'Permainan ini gagal dimuat.',
  winners: 'Pemenang besar',
  winnersIntro: 'Kemenangan besar terbaru di platform',
  won: 'menang',
  on: 'di',
  noWinners: 'Belum ada kemenangan besar hari ini.',
  appTitle: 'Main di mana saja',
  appText: 'Unduh aplikasi untuk iOS dan Android: masuk lebih cepat, deposit instan, dan semua permainan dalam genggaman.',
  appButton: 'Unduh aplikasi',
};
