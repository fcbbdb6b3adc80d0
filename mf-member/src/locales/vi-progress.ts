/** Vietnamese of `enProgress`; spread into `vi`. */
export const viProgress = {
  withdrawProgress: {
    title: 'Lệnh rút tiền {{orderNo}} · {{amount}}',
    steps: 'Tiến trình rút tiền',
    step: {
      SUBMITTED: 'Đã gửi',
      REVIEWING: 'Đang xét duyệt',
      APPROVED: 'Đã duyệt',
      REJECTED: 'Bị từ chối',
      PAID: 'Đã chi trả',
      FAILED: 'Chi trả thất bại',
    },
    expected: 'Dự kiến trước {{time}}',
    later: 'Chưa đến',
    reason: 'Lý do: {{reason}}',
    refresh: 'Làm mới',
    track: 'Tiến trình',
    trackOrder: 'Tiến trình của {{orderNo}}',
  },
} as const;
