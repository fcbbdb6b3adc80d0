import type { TranslationResource } from '@gp/kernel';
import type { en } from './en';

export const cn: TranslationResource<typeof en> = {
  reminder: {
    title: '游戏时间提醒',
    played: '您已游戏 {{time}}。',
    result: '本次输赢',
    noFigures: '本次游戏数据加载失败。',
    hoursMinutes: '{{hours}} 小时 {{minutes}} 分钟',
    minutes: '{{minutes}} 分钟',
    underMinute: '不到一分钟',
    continue: '继续',
    logOut: '退出登录',
    loading: '正在加载本次游戏数据',
  },
};
