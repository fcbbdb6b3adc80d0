import type { TranslationResource } from '@gp/kernel';
import type { DialogResources } from './en';

export const cn: TranslationResource<DialogResources> = {
  help: {
    title: '帮助中心',
    contents: '目录',
    empty: '暂无帮助内容。',
  },
  notices: {
    title: '公告',
    tabs: '公告类型',
    player: '公告',
    promotion: '优惠活动',
    pages: '页面',
    empty: '暂无公告。',
  },
  support: {
    title: '客服',
    intro: '选择问题类型，与我们的团队在线沟通，全天 24 小时服务。',
    opened: '聊天已在新窗口中打开。',
    openAgain: '重新打开聊天',
    empty: '在线客服暂不可用。',
  },
  feedback: {
    title: '意见与投诉',
    intro: '告诉我们哪里可以做得更好，每条留言我们都会认真阅读。',
    type: '类型',
    types: {
      SUGGESTION: '建议',
      COMPLAINT: '投诉',
      OTHER: '其他',
    },
    content: '您的留言',
    words: '{{count}} / {{max}} 字',
    contact: '联系方式（选填）',
    contactHint: '如需回复，请留下邮箱或手机号码。',
    length: '反馈内容须为 {{min}} 至 {{max}} 字。',
    submit: '发送',
    thanks: '感谢您的反馈。',
  },
  app: {
    title: '下载 App',
    intro: '使用我们的 App，随时随地畅玩。用手机扫码或点击下载按钮。',
    platforms: '平台',
    ios: 'iOS',
    android: '安卓',
    iosLite: 'iOS（轻量版）',
    download: '下载',
    scan: '扫码下载',
    unavailable: '此下载暂不可用。',
    guideTitle: '安装教程',
    guide: {
      ios: {
        s1: '在 iPhone 或 iPad 上点击“下载”，并确认安装。',
        s2: '打开“设置 › 通用 › VPN 与设备管理”。',
        s3: '选择该 App 的开发者描述文件，点击“信任”。',
        s4: '从主屏幕打开 App 并登录。',
      },
      android: {
        s1: '点击“下载”，等待 APK 文件下载完成。',
        s2: '打开该文件。如有提示，请在“设置”中允许安装此来源的应用。',
        s3: '点击“安装”，等待安装完成。',
        s4: '打开 App，使用您的账号登录。',
      },
      iosLite: {
        s1: '在 Safari 中打开此页面，点击“下载”。',
        s2: '点击“允许”，下载配置描述文件。',
        s3: '打开“设置 › 已下载描述文件”，点击“安装”。',
        s4: 'App 图标会出现在主屏幕上，点击即可开始游戏。',
      },
    },
  },
};
