import type { TranslationResource } from '@gp/kernel';
import type { HomeResources } from './en';

export const th: TranslationResource<HomeResources> = {
  title: 'ยินดีต้อนรับ',
  banners: 'โปรโมชั่นแนะนำ',
  slide: 'สไลด์ {{index}} จาก {{total}}',
  previous: 'แบนเนอร์ก่อนหน้า',
  next: 'แบนเนอร์ถัดไป',
  goTo: 'แสดงแบนเนอร์ {{index}}',
  notices: 'ประกาศ',
  allNotices: 'ประกาศทั้งหมด',
  hotProviders: 'ค่ายเกมยอดนิยม',
  hotGames: 'เกมยอดนิยม',
  hotBanners: 'โปรโมชั่นเกมยอดนิยม',
  viewAll: 'ดูทั้งหมด',
  viewAllOf: 'ดูเกม{{name}}ทั้งหมด',
  games: 'เกม{{name}}',
  rowFailed: 'โหลดเกมเหล่านี้ไม่สำเร็จ',
  winners: 'ผู้ชนะรางวัลใหญ่',
  winnersIntro: 'รางวัลใหญ่ล่าสุดบนแพลตฟอร์ม',
  won: 'ชนะ',
  on: 'จากเกม',
  noWinners: 'วันนี้ยังไม่มีรางวัลใหญ่',
  appTitle: 'เล่นได้ทุกที่',
  appText: 'ดาวน์โหลดแอปสำหรับ iOS และ Android เข้าสู่ระบบเร็วขึ้น ฝากเงินทันที และทุกเกมอยู่ในมือคุณ',
  appButton: 'ดาวน์โหลดแอป',
};
