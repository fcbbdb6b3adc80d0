// What the page says before any app text has loaded: the document's title and description and
// the boot loader's label, per language. No imports: the shell's entry applies it at once (the
// `?lang=`/kept/browser choice), the kernel again on every change of language. A language
// without an entry shows English here.

export type DocumentTexts = { readonly title: string; readonly description: string; readonly loading: string };

export const DOCUMENT_TEXTS: Readonly<Record<string, DocumentTexts>> = {
  EN: {
    title: 'Gaming Platform',
    description: 'Lottery, live casino, slots, sports, fishing, PVP, e-sports and cockfighting games.',
    loading: 'Loading',
  },
  TY: {
    title: 'Gaming Platform',
    description: 'Lottery, live casino, slots, sports, pangingisda, PVP, e-sports at sabong.',
    loading: 'Naglo-load',
  },
  CN: { title: 'Gaming Platform', description: '彩票、真人娱乐场、老虎机、体育、捕鱼、棋牌、电竞和斗鸡游戏。', loading: '加载中' },
  TH: {
    title: 'Gaming Platform',
    description: 'หวย คาสิโนสด สล็อต กีฬา ยิงปลา PVP อีสปอร์ต และไก่ชน',
    loading: 'กำลังโหลด',
  },
  VI: {
    title: 'Gaming Platform',
    description: 'Xổ số, sòng bài trực tuyến, slot, thể thao, bắn cá, PVP, thể thao điện tử và đá gà.',
    loading: 'Đang tải',
  },
  ID: {
    title: 'Gaming Platform',
    description: 'Lotre, kasino langsung, slot, olahraga, tembak ikan, PVP, e-sports, dan sabung ayam.',
    loading: 'Memuat',
  },
  KO: { title: 'Gaming Platform', description: '복권, 라이브 카지노, 슬롯, 스포츠, 피싱, PVP, e스포츠, 투계 게임.', loading: '로딩 중' },
  JA: {
    title: 'Gaming Platform',
    description: '宝くじ、ライブカジノ、スロット、スポーツ、フィッシング、PVP、eスポーツ、闘鶏ゲーム。',
    loading: '読み込み中',
  },
};

export function documentTexts(language: string): DocumentTexts {
  return DOCUMENT_TEXTS[language] ?? (DOCUMENT_TEXTS.EN as DocumentTexts);
}
