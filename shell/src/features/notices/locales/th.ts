import type { TranslationResource } from '@gp/kernel';
import type { NoticesResources } from './en';

export const noticesTh: TranslationResource<NoticesResources> = {
  disclaimer: {
    title: 'ยืนยันอายุ',
    text: 'เว็บไซต์นี้มีเกมเสี่ยงโชคสำหรับผู้ใหญ่ คุณต้องมีอายุ 21 ปีขึ้นไปจึงจะเข้าใช้งานได้ กรุณาเล่นอย่างมีความรับผิดชอบ',
    accept: 'ฉันอายุ 21 ปีขึ้นไป',
    leave: 'ออก',
  },
  announcement: {
    label: 'ประกาศ',
    position: '{{index}} จาก {{total}}',
    done: 'รับทราบ',
  },
  firstLogin: {
    title: 'ยินดีต้อนรับ {{name}}!',
    text: 'บัญชีของคุณพร้อมแล้ว กรอกโปรไฟล์ในศูนย์สมาชิกให้ครบเพื่อความปลอดภัยของบัญชี',
    member: 'ไปที่ศูนย์สมาชิก',
    play: 'เริ่มเล่น',
  },
};
