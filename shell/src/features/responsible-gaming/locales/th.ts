import type { TranslationResource } from '@gp/kernel';
import type { en } from './en';

export const th: TranslationResource<typeof en> = {
  reminder: {
    title: 'แจ้งเตือนเวลาเล่น',
    played: 'คุณเล่นมาแล้ว {{time}}',
    result: 'ได้หรือเสียในรอบนี้',
    noFigures: 'โหลดข้อมูลรอบการเล่นของคุณไม่สำเร็จ',
    hoursMinutes: '{{hours}} ชม. {{minutes}} นาที',
    minutes: '{{minutes}} นาที',
    underMinute: 'ไม่ถึงหนึ่งนาที',
    continue: 'เล่นต่อ',
    logOut: 'ออกจากระบบ',
    loading: 'กำลังโหลดข้อมูลรอบการเล่น',
  },
};
