import type { TranslationResource } from '@gp/kernel';
import type { SearchResources } from './en';

export const th: TranslationResource<SearchResources> = {
  search: {
    open: 'ค้นหาเกม',
    title: 'ค้นหา',
    label: 'ค้นหาเกม ค่ายเกม และหมวดหมู่',
    placeholder: 'เกม ค่ายเกม หรือหมวดหมู่',
    hint: 'พิมพ์ชื่อเกม ค่ายเกม หรือหมวดหมู่',
    categories: 'หมวดหมู่',
    vendors: 'ค่ายเกม',
    recentSearches: 'การค้นหาล่าสุด',
    recentGames: 'เกมล่าสุด',
    vendorIn: 'ค่ายเกม{{category}}',
    resultCount_one: '{{count}} รายการ',
    resultCount_other: '{{count}} รายการ',
    noResults: 'ไม่พบผลลัพธ์สำหรับ “{{text}}” โปรดตรวจสอบการสะกดหรือลองชื่ออื่น',
    loading: 'กำลังโหลดเกม…',
    failed: 'โหลดเกมไม่สำเร็จ',
    retry: 'ลองอีกครั้ง',
  },
};
