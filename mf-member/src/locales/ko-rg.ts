/** Korean of `enRg`; spread into `ko`. */
export const koRg = {
  rg: {
    title: '책임감 있는 게임',
    intro: '스스로 조절할 수 있도록 돕는 한도입니다.',
    change: '변경',
    set: '설정',
    limit: {
      label: '일일 입금 한도',
      title: '일일 입금 한도',
      none: '한도 없음',
      perDay: '하루 {{amount}}',
      pending: '{{time}}부터: {{value}}',
      pendingNone: '한도 없음',
      leftToday: '오늘 남은 한도: {{amount}}',
      field: '일일 한도',
      rule: '더 낮은 한도는 즉시 적용됩니다. 더 높은 한도나 한도 없음은 24시간 후에 적용됩니다.',
      save: '한도 저장',
      remove: '한도 삭제',
      nowSet: '일일 입금 한도가 {{amount}}(으)로 설정되었습니다.',
      later: '변경 사항은 {{time}}부터 적용됩니다.',
      unchanged: '일일 입금 한도는 {{amount}}(으)로 유지됩니다.',
    },
    reminder: {
      label: '이용 시간 알림',
      title: '이용 시간 알림',
      field: '알림 주기',
      off: '끄기',
      every: '{{count}}분마다',
      rule: '로그인해 있는 동안 플레이 시간과 손익을 알려 드립니다.',
      saved: '{{count}}분마다 알려 드립니다.',
      savedOff: '이용 시간 알림이 꺼졌습니다.',
    },
    deposit: {
      refused: '일일 입금 한도 {{limit}}을(를) 초과합니다. 오늘 남은 한도: {{left}}.',
    },
  },
};
