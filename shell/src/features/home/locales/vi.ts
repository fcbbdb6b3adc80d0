import type { TranslationResource } from '@gp/kernel';
import type { HomeResources } from './en';

export const vi: TranslationResource<HomeResources> = {
  title: 'Chào mừng',
  banners: 'Khuyến mãi nổi bật',
  slide: 'Banner {{index}}/{{total}}',
  previous: 'Banner trước',
  next: 'Banner tiếp theo',
  goTo: 'Hiện banner {{index}}',
  notices: 'Thông báo',
  allNotices: 'Tất cả thông báo',
  hotProviders: 'Nhà cung cấp hot',
  hotGames: 'Trò chơi hot',
  hotBanners: 'Khuyến mãi trò chơi hot',
  viewAll: 'Xem tất cả',
  viewAllOf: 'Xem tất cả trò chơi {{name}}',
  games: 'Trò chơi {{name}}',
  rowFailed: 'Không thể tải các trò chơi này.',
  winners: 'Thắng lớn',
  winnersIntro: 'Những lần thắng lớn mới nhất trên nền tảng',
  won: 'đã thắng',
  on: 'tại',
  noWinners: 'Hôm nay chưa có ai thắng lớn.',
  appTitle: 'Chơi mọi lúc mọi nơi',
  appText: 'Tải ứng dụng cho iOS và Android: đăng nhập nhanh hơn, nạp tiền tức thì và mọi trò chơi trong túi bạn.',
  appButton: 'Tải ứng dụng',
};
