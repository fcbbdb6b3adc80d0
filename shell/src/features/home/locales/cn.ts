import type { TranslationResource } from '@gp/kernel';
import type { HomeResources } from './en';

export const cn: TranslationResource<HomeResources> = {
  title: '欢迎',
  banners: '精选优惠活动',
  slide: '第 {{index}} 张，共 {{total}} 张',
  previous: '上一张横幅',
  next: '下一张横幅',
  goTo: '显示第 {{index}} 张横幅',
  notices: '公告',
  allNotices: '全部公告',
  hotProviders: '热门厂商',
  hotGames: '热门游戏',
  hotBanners: '热门游戏优惠活动',
  viewAll: '查看全部',
  viewAllOf: '查看全部{{name}}游戏',
  games: '{{name}}游戏',
  rowFailed: '这些游戏加载失败。',
  winners: '大奖得主',
  winnersIntro: '平台最新大奖',
  won: '赢得',
  on: '来自',
  noWinners: '今天还没有大奖。',
  appTitle: '随时随地畅玩',
  appText: '下载 iOS 或安卓 App：登录更快，存款即时到账，所有游戏尽在掌中。',
  appButton: '下载 App',
};
