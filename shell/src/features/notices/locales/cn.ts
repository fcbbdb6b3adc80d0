import type { TranslationResource } from '@gp/kernel';
import type { NoticesResources } from './en';

export const noticesCn: TranslationResource<NoticesResources> = {
  disclaimer: {
    title: '年龄确认',
    text: '本网站提供面向成年人的博彩游戏。您必须年满 21 周岁才能进入。请理性娱乐。',
    accept: '我已年满 21 周岁',
    leave: '离开',
  },
  announcement: {
    label: '公告',
    position: '第 {{index}} 条，共 {{total}} 条',
    done: '知道了',
  },
  firstLogin: {
    title: '欢迎您，{{name}}！',
    text: '您的账号已开通。请到会员中心完善资料，保障账户安全。',
    member: '前往会员中心',
    play: '开始游戏',
  },
};
