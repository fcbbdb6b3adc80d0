/** Simplified Chinese of `enProgress`; spread into `cn`. */
export const cnProgress = {
  withdrawProgress: {
    title: '取款 {{orderNo}} · {{amount}}',
    steps: '取款进度',
    step: {
      SUBMITTED: '已提交',
      REVIEWING: '审核中',
      APPROVED: '审核通过',
      REJECTED: '已拒绝',
      PAID: '已出款',
      FAILED: '出款失败',
    },
    expected: '预计 {{time}} 前',
    later: '未开始',
    reason: '原因：{{reason}}',
    refresh: '刷新',
    track: '进度',
    trackOrder: '{{orderNo}} 的进度',
  },
} as const;
