import type { TranslationResource } from '@gp/kernel';
import type { en } from './en';

export const ko: TranslationResource<typeof en> = {
  reminder: {
    title: '이용 시간 알림',
    played: '{{time}} 동안 플레이했습니다.',
    result: '이번 세션 손익',
    noFigures: '세션 정보를 불러오지 못했습니다.',
    hoursMinutes: '{{hours}}시간 {{minutes}}분',
    minutes: '{{minutes}}분',
    underMinute: '1분 미만',
    continue: '계속하기',
    logOut: '로그아웃',
    loading: '세션 정보를 불러오는 중',
  },
};
