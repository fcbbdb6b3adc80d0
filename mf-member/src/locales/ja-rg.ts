/** Japanese of `enRg`; spread into `ja`. */
export const jaRg = {
  rg: {
    title: '責任あるギャンブル',
    intro: '自分をコントロールするための制限です。',
    change: '変更',
    set: '設定',
    limit: {
      label: '1日の入金上限',
      title: '1日の入金上限',
      none: '上限なし',
      perDay: '1日{{amount}}',
      pending: '{{time}}から：{{value}}',
      pendingNone: '上限なし',
      leftToday: '本日の残り：{{amount}}',
      field: '1日の上限',
      rule: '上限を下げる場合はすぐに反映されます。上げる場合や上限をなくす場合は24時間後に反映されます。',
      save: '上限を保存',
      remove: '上限を解除',
      nowSet: '1日の入金上限を{{amount}}に設定しました。',
      later: '変更は{{time}}から反映されます。',
      unchanged: '1日の入金上限は{{amount}}のままです。',
    },
    reminder: {
      label: 'プレイ時間リマインダー',
      title: 'プレイ時間リマインダー',
      field: '通知間隔',
      off: 'オフ',
      every: '{{count}}分ごと',
      rule: 'ログイン中、プレイ時間と損益をお知らせします。',
      saved: '{{count}}分ごとにお知らせします。',
      savedOff: 'プレイ時間リマインダーをオフにしました。',
    },
    deposit: {
      refused: '1日の入金上限{{limit}}を超えています。本日の残り：{{left}}。',
    },
  },
} as const;
