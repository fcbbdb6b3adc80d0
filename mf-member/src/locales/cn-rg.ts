/** Simplified Chinese of `enRg`; spread into `cn`. */
export const cnRg = {
  rg: {
    title: '理性娱乐',
    intro: '设置限额，帮您掌控游戏。',
    change: '修改',
    set: '设置',
    limit: {
      label: '每日存款限额',
      title: '每日存款限额',
      none: '无限额',
      perDay: '每天 {{amount}}',
      pending: '{{time}} 起：{{value}}',
      pendingNone: '无限额',
      leftToday: '今日剩余：{{amount}}',
      field: '每日限额',
      rule: '调低限额立即生效；调高或取消限额在 24 小时后生效。',
      save: '保存限额',
      remove: '取消限额',
      nowSet: '您的每日存款限额已设为 {{amount}}。',
      later: '您的修改将于 {{time}} 生效。',
      unchanged: '您的每日存款限额仍为 {{amount}}。',
    },
    reminder: {
      label: '游戏时间提醒',
      title: '游戏时间提醒',
      field: '提醒间隔',
      off: '关闭',
      every: '每 {{count}} 分钟',
      rule: '登录期间，我们会提醒您已游戏多长时间以及输赢情况。',
      saved: '我们将每 {{count}} 分钟提醒您一次。',
      savedOff: '游戏时间提醒已关闭。',
    },
    deposit: {
      refused: '超出您的每日存款限额 {{limit}}。今日剩余：{{left}}。',
    },
  },
} as const;
