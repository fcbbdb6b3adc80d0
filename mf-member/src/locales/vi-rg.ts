/** Vietnamese of `enRg`; spread into `vi`. */
export const viRg = {
  rg: {
    title: 'Chơi có trách nhiệm',
    intro: 'Các giới hạn giúp bạn luôn kiểm soát được việc chơi.',
    change: 'Đổi',
    set: 'Đặt',
    limit: {
      label: 'Giới hạn nạp tiền mỗi ngày',
      title: 'Giới hạn nạp tiền mỗi ngày',
      none: 'Không giới hạn',
      perDay: '{{amount}} mỗi ngày',
      pending: 'Từ {{time}}: {{value}}',
      pendingNone: 'không giới hạn',
      leftToday: 'Còn lại hôm nay: {{amount}}',
      field: 'Giới hạn mỗi ngày',
      rule: 'Giới hạn thấp hơn áp dụng ngay. Giới hạn cao hơn, hoặc bỏ giới hạn, áp dụng sau 24 giờ.',
      save: 'Lưu giới hạn',
      remove: 'Bỏ giới hạn',
      nowSet: 'Giới hạn nạp tiền mỗi ngày của bạn hiện là {{amount}}.',
      later: 'Thay đổi của bạn áp dụng từ {{time}}.',
      unchanged: 'Giới hạn nạp tiền mỗi ngày của bạn vẫn là {{amount}}.',
    },
    reminder: {
      label: 'Nhắc nhở phiên chơi',
      title: 'Nhắc nhở phiên chơi',
      field: 'Nhắc tôi',
      off: 'Tắt',
      every: 'Mỗi {{count}} phút',
      rule: 'Khi bạn đăng nhập, chúng tôi sẽ hiển thị thời gian bạn đã chơi và số tiền thắng hoặc thua.',
      saved: 'Chúng tôi sẽ nhắc bạn mỗi {{count}} phút.',
      savedOff: 'Đã tắt nhắc nhở phiên chơi.',
    },
    deposit: {
      refused: 'Số tiền này vượt giới hạn nạp tiền mỗi ngày {{limit}} của bạn. Còn lại hôm nay: {{left}}.',
    },
  },
};
