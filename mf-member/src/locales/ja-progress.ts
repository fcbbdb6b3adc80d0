/** Japanese of `enProgress`; spread into `ja`. */
export const jaProgress = {
  withdrawProgress: {
    title: '出金 {{orderNo}} · {{amount}}',
    steps: '出金の進捗',
    step: {
      SUBMITTED: '申請済み',
      REVIEWING: '審査中',
      APPROVED: '承認済み',
      REJECTED: '不承認',
      PAID: '送金済み',
      FAILED: '送金失敗',
    },
    expected: '{{time}}までに予定',
    later: '未処理',
    reason: '理由：{{reason}}',
    refresh: '更新',
    track: '進捗',
    trackOrder: '{{orderNo}}の進捗',
  },
} as const;
