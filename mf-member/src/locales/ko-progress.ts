/** Korean of `enProgress`; spread into `ko`. */
export const koProgress = {
  withdrawProgress: {
    title: '출금 {{orderNo}} · {{amount}}',
    steps: '출금 진행 상황',
    step: {
      SUBMITTED: '신청 완료',
      REVIEWING: '심사 중',
      APPROVED: '승인됨',
      REJECTED: '거절됨',
      PAID: '지급 완료',
      FAILED: '지급 실패',
    },
    expected: '{{time}}까지 예정',
    later: '대기',
    reason: '사유: {{reason}}',
    refresh: '새로 고침',
    track: '진행 상황',
    trackOrder: '{{orderNo}} 진행 상황',
  },
} as const;
