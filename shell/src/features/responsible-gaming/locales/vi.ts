import type { TranslationResource } from '@gp/kernel';
import type { en } from './en';

export const vi: TranslationResource<typeof en> = {
  reminder: {
    title: 'Nhắc nhở thời gian',
    played: 'Bạn đã chơi được {{time}}.',
    result: 'Thắng hoặc thua trong phiên này',
    noFigures: 'Không thể tải số liệu phiên chơi của bạn.',
    hoursMinutes: '{{hours}} giờ {{minutes}} phút',
    minutes: '{{minutes}} phút',
    underMinute: 'chưa đến một phút',
    continue: 'Tiếp tục',
    logOut: 'Đăng xuất',
    loading: 'Đang tải phiên chơi của bạn',
  },
};
