import type { Game } from '../catalogue/types';
import { BANNER_GROUPS, BANNER_TITLES, bannerPath, type BannerGroup } from './banners';

/** Content of MCSFE_getListAnnouncements (docs/api-contract.md, "Home and content"). */
export type LinkageType = 'NONE' | 'URL' | 'GAME' | 'ROUTE';
export type PopupExecution = 'A' | 'B' | 'F';
/** Languages the simulator writes content in (English and Tagalog always, the others for part of it: English otherwise). */
export const CONTENT_LANGUAGES = ['EN', 'TY', 'CN', 'TH', 'VI'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export interface Banner {
  id: number;
  url: string;
  linkageType: LinkageType;
  /** URL: absolute URL; ROUTE: client route; GAME: the game's nodeId as text. Absent for NONE. */
  linkUrl?: string;
  /** GAME only. */
  nodeId?: number;
  groupName: BannerGroup;
  title: string;
}

export interface Notice {
  id: number;
  title: string;
  content: string;
  promotionType: string;
  time: string;
}

export interface Popup {
  id: number;
  title: string;
  content: string;
  execution: PopupExecution;
}

type Linkage = { linkageType: 'NONE' } | { linkageType: 'ROUTE'; route: string } | { linkageType: 'URL'; path: string } | { linkageType: 'GAME' };

/** Where each banner of a group links to, by position (banners are numbered from 1). */
const LINKAGES: Record<BannerGroup, readonly Linkage[]> = {
  w_login: [{ linkageType: 'NONE' }, { linkageType: 'ROUTE', route: '/rng' }],
  w_register: [{ linkageType: 'ROUTE', route: '/promotions' }, { linkageType: 'NONE' }],
  w_forget: [{ linkageType: 'NONE' }],
  w_home: [
    { linkageType: 'ROUTE', route: '/promotions' },
    { linkageType: 'NONE' },
    { linkageType: 'URL', path: '/sim/blog' },
    { linkageType: 'GAME' },
    { linkageType: 'ROUTE', route: '/rng' },
  ],
  w_hotgames: [{ linkageType: 'GAME' }, { linkageType: 'ROUTE', route: '/rng' }],
  w_leftmenu: [{ linkageType: 'URL', path: '/sim/download/app.apk' }, { linkageType: 'ROUTE', route: '/promotions' }],
};

/** Every banner of every group; GAME banners open `game`, URL banners point at the simulator. */
export function allBanners(publicUrl: string, game: Game): Banner[] {
  return BANNER_GROUPS.flatMap((groupName, groupIndex) =>
    BANNER_TITLES[groupName].map((title, index): Banner => {
      const base = { id: (groupIndex + 1) * 100 + index + 1, url: bannerPath(groupName, index + 1), groupName, title };
      const linkage = LINKAGES[groupName][index] ?? { linkageType: 'NONE' };
      switch (linkage.linkageType) {
        case 'NONE':
          return { ...base, linkageType: 'NONE' };
        case 'ROUTE':
          return { ...base, linkageType: 'ROUTE', linkUrl: linkage.route };
        case 'URL':
          return { ...base, linkageType: 'URL', linkUrl: `${publicUrl}${linkage.path}` };
        case 'GAME':
          return { ...base, linkageType: 'GAME', linkUrl: String(game.nodeId), nodeId: game.nodeId };
      }
    }),
  );
}

type Text = { title: string; content: string };
type Texts = Record<'EN' | 'TY', Text> & Partial<Record<ContentLanguage, Text>>;

interface NoticeTopic {
  promotionType: string;
  texts: Texts;
}

const PLAYER_TOPICS: readonly NoticeTopic[] = [
  {
    promotionType: 'MAINTENANCE',
    texts: {
      EN: { title: 'Scheduled maintenance', content: '<p>Some game vendors will be under <strong>scheduled maintenance</strong> from 02:00 to 04:00 (GMT+8).</p><p>Thank you for your patience.</p>' },
      TY: { title: 'Nakatakdang maintenance', content: '<p>Ang ilang game vendor ay magkakaroon ng <strong>nakatakdang maintenance</strong> mula 02:00 hanggang 04:00 (GMT+8).</p><p>Salamat sa inyong pasensya.</p>' },
      CN: { title: '计划维护', content: '<p>部分游戏厂商将于 02:00 至 04:00（GMT+8）进行<strong>计划维护</strong>。</p><p>感谢您的耐心等待。</p>' },
      TH: { title: 'ปิดปรับปรุงตามกำหนด', content: '<p>ผู้ให้บริการเกมบางรายจะ<strong>ปิดปรับปรุงตามกำหนด</strong> เวลา 02:00 ถึง 04:00 (GMT+8)</p><p>ขอบคุณที่รอคอย</p>' },
      VI: { title: 'Bảo trì định kỳ', content: '<p>Một số nhà cung cấp trò chơi sẽ <strong>bảo trì định kỳ</strong> từ 02:00 đến 04:00 (GMT+8).</p><p>Cảm ơn bạn đã kiên nhẫn.</p>' },
    },
  },
  {
    promotionType: 'NEWS',
    texts: {
      EN: { title: 'New slot games this week', content: '<p>Twelve new slot games have arrived. Find them under <em>Slots</em>.</p><ul><li>Golden Dragon Deluxe</li><li>Lucky Koi Megaways</li></ul>' },
      TY: { title: 'Mga bagong slot ngayong linggo', content: '<p>Labindalawang bagong slot game ang dumating. Hanapin sila sa <em>Slots</em>.</p><ul><li>Golden Dragon Deluxe</li><li>Lucky Koi Megaways</li></ul>' },
      CN: { title: '本周新老虎机', content: '<p>十二款新老虎机已上线，请在<em>老虎机</em>中查看。</p><ul><li>Golden Dragon Deluxe</li><li>Lucky Koi Megaways</li></ul>' },
      TH: { title: 'สล็อตใหม่สัปดาห์นี้', content: '<p>สล็อตใหม่สิบสองเกมมาแล้ว ค้นหาได้ใน <em>สล็อต</em></p><ul><li>Golden Dragon Deluxe</li><li>Lucky Koi Megaways</li></ul>' },
      VI: { title: 'Slot mới tuần này', content: '<p>Mười hai trò slot mới đã có mặt. Tìm trong mục <em>Slot</em>.</p><ul><li>Golden Dragon Deluxe</li><li>Lucky Koi Megaways</li></ul>' },
    },
  },
  {
    promotionType: 'PAYMENT',
    texts: {
      EN: { title: 'Deposit channel update', content: '<p>E-wallet deposits are now credited within <strong>3 minutes</strong>.</p>' },
      TY: { title: 'Update sa deposit channel', content: '<p>Ang mga deposito sa e-wallet ay naikredito na sa loob ng <strong>3 minuto</strong>.</p>' },
      CN: { title: '存款渠道更新', content: '<p>电子钱包存款现在 <strong>3 分钟</strong>内到账。</p>' },
      TH: { title: 'อัปเดตช่องทางฝากเงิน', content: '<p>การฝากผ่านอีวอลเล็ตเข้าบัญชีภายใน <strong>3 นาที</strong></p>' },
      VI: { title: 'Cập nhật kênh nạp tiền', content: '<p>Tiền nạp qua ví điện tử nay được ghi có trong <strong>3 phút</strong>.</p>' },
    },
  },
  {
    promotionType: 'SECURITY',
    texts: {
      EN: { title: 'Keep your account safe', content: '<p>Never share your password or verification code. Our staff will <strong>never</strong> ask for them.</p>' },
      TY: { title: 'Panatilihing ligtas ang iyong account', content: '<p>Huwag ibahagi ang iyong password o verification code. <strong>Hindi</strong> ito hihingin ng aming staff.</p>' },
    },
  },
  {
    promotionType: 'NEWS',
    texts: {
      EN: { title: 'VIP level rules updated', content: '<p>VIP levels are now reviewed every month. See the <a href="/promotions">promotions page</a> for details.</p>' },
      TY: { title: 'Na-update ang mga patakaran ng VIP', content: '<p>Sinusuri na ngayon ang mga VIP level bawat buwan. Tingnan ang <a href="/promotions">pahina ng promosyon</a>.</p>' },
    },
  },
  {
    promotionType: 'SERVICE',
    texts: {
      EN: { title: 'Customer service hours', content: '<p>Live chat is open <strong>24/7</strong>, including holidays.</p>' },
      TY: { title: 'Oras ng customer service', content: '<p>Bukas ang live chat <strong>24/7</strong>, kasama ang mga holiday.</p>' },
    },
  },
];

const PROMOTION_TOPICS: readonly NoticeTopic[] = [
  {
    promotionType: 'DEPOSIT',
    texts: {
      EN: { title: 'First deposit bonus 100%', content: '<p>Double your first deposit up to <strong>₱5,000</strong>. Turnover 10x.</p>' },
      TY: { title: 'Unang deposito bonus 100%', content: '<p>Doblehin ang iyong unang deposito hanggang <strong>₱5,000</strong>. Turnover 10x.</p>' },
      CN: { title: '首存红利 100%', content: '<p>首存翻倍，最高 <strong>₱5,000</strong>。流水 10 倍。</p>' },
      TH: { title: 'โบนัสฝากแรก 100%', content: '<p>รับเงินฝากแรกเป็นสองเท่า สูงสุด <strong>₱5,000</strong> เทิร์นโอเวอร์ 10 เท่า</p>' },
      VI: { title: 'Thưởng nạp đầu 100%', content: '<p>Nhân đôi lần nạp đầu tới <strong>₱5,000</strong>. Doanh số cược 10 lần.</p>' },
    },
  },
  {
    promotionType: 'CASHBACK',
    texts: {
      EN: { title: 'Daily cashback 10%', content: '<p>Get back 10% of your daily net loss on slots, credited every day at 12:00.</p>' },
      TY: { title: 'Araw-araw na cashback 10%', content: '<p>Makakuha ng 10% ng iyong pagkatalo sa slots, naikredito araw-araw ng 12:00.</p>' },
      CN: { title: '每日返水 10%', content: '<p>老虎机每日净输返还 10%，每天 12:00 到账。</p>' },
      TH: { title: 'คืนยอดเสียรายวัน 10%', content: '<p>รับคืน 10% ของยอดเสียสุทธิรายวันจากสล็อต เข้าบัญชีทุกวันเวลา 12:00</p>' },
      VI: { title: 'Hoàn trả hằng ngày 10%', content: '<p>Nhận lại 10% số thua ròng mỗi ngày ở slot, ghi có lúc 12:00 hằng ngày.</p>' },
    },
  },
  {
    promotionType: 'REFERRAL',
    texts: {
      EN: { title: 'Refer a friend', content: '<p>Invite friends and earn <strong>₱200</strong> for each friend who deposits.</p>' },
      TY: { title: 'Mag-imbita ng kaibigan', content: '<p>Mag-imbita ng kaibigan at kumita ng <strong>₱200</strong> sa bawat kaibigang magdeposito.</p>' },
      CN: { title: '推荐好友', content: '<p>邀请好友，每位存款的好友可获 <strong>₱200</strong>。</p>' },
      TH: { title: 'แนะนำเพื่อน', content: '<p>ชวนเพื่อนและรับ <strong>₱200</strong> ต่อเพื่อนหนึ่งคนที่ฝากเงิน</p>' },
      VI: { title: 'Giới thiệu bạn bè', content: '<p>Mời bạn bè và nhận <strong>₱200</strong> cho mỗi người bạn nạp tiền.</p>' },
    },
  },
  {
    promotionType: 'TOURNAMENT',
    texts: {
      EN: { title: 'Weekend slot tournament', content: '<p>Prize pool of <strong>₱1,000,000</strong>. Spin any slot to join.</p>' },
      TY: { title: 'Slot tournament tuwing weekend', content: '<p>Premyong <strong>₱1,000,000</strong>. Maglaro ng kahit anong slot para sumali.</p>' },
      CN: { title: '周末老虎机锦标赛', content: '<p>奖池 <strong>₱1,000,000</strong>。玩任意老虎机即可参加。</p>' },
      TH: { title: 'ทัวร์นาเมนต์สล็อตสุดสัปดาห์', content: '<p>เงินรางวัลรวม <strong>₱1,000,000</strong> เล่นสล็อตใดก็ได้เพื่อเข้าร่วม</p>' },
      VI: { title: 'Giải đấu slot cuối tuần', content: '<p>Tổng giải thưởng <strong>₱1,000,000</strong>. Quay bất kỳ slot nào để tham gia.</p>' },
    },
  },
];

/** Proves the client's sanitizer: scripts, event handlers and javascript: links must not run. */
const HOSTILE_CONTENT =
  '<p>Please read this <b>security test</b> notice.</p>' +
  "<script>window.__xss = 'script'</script>" +
  '<img src="/assets/does-not-exist.png" alt="broken" onerror="window.__xss = \'onerror\'">' +
  '<a href="javascript:window.__xss = \'href\'">Claim your bonus</a>' +
  '<iframe src="javascript:window.__xss = \'iframe\'"></iframe>' +
  '<div onclick="window.__xss = \'onclick\'" style="background:url(javascript:alert(1))">Click me</div>' +
  "<svg><script>window.__xss = 'svg'</script></svg>" +
  '<form action="javascript:alert(1)"><button>Submit</button></form>';

export const HOSTILE_NOTICE_ID = 9001;

const PLAYER_NOTICE_COUNT = 24;
const PROMOTION_NOTICE_COUNT = 12;
/** Notices are dated back from this instant, newest first (fixed: the seed never changes). */
const NEWEST = Date.parse('2026-01-15T08:00:00Z');
const HOUR = 60 * 60 * 1000;

function notices(topics: readonly NoticeTopic[], count: number, firstId: number, language: ContentLanguage): Notice[] {
  return Array.from({ length: count }, (_, index) => {
    const topic = topics[index % topics.length] as NoticeTopic;
    const edition = Math.floor(index / topics.length) + 1;
    const { title, content } = topic.texts[language] ?? topic.texts.EN;
    return {
      id: firstId + index,
      title: edition === 1 ? title : `${title} #${edition}`,
      content,
      promotionType: topic.promotionType,
      time: new Date(NEWEST - index * 9 * HOUR).toISOString(),
    };
  });
}

/** 24 player notices, newest first; the second one carries hostile HTML. */
export function playerNotices(language: ContentLanguage): Notice[] {
  const list = notices(PLAYER_TOPICS, PLAYER_NOTICE_COUNT, 1, language);
  const second = list[1];
  if (second) {
    list[1] = {
      id: HOSTILE_NOTICE_ID,
      title: language === 'TY' ? 'Paunawa sa seguridad (HTML test)' : 'Security notice (HTML test)',
      content: HOSTILE_CONTENT,
      promotionType: 'SECURITY',
      time: second.time,
    };
  }
  return list;
}

export const promotionNotices = (language: ContentLanguage): Notice[] =>
  notices(PROMOTION_TOPICS, PROMOTION_NOTICE_COUNT, 501, language);

const POPUPS: readonly (Texts & { id: number; execution: PopupExecution })[] = [
  {
    id: 801, execution: 'A',
    EN: { title: 'Your daily cashback is ready', content: '<p>Your cashback has been credited. Check the <a href="/member">reward centre</a>.</p>' },
    TY: { title: 'Handa na ang iyong cashback', content: '<p>Naikredito na ang iyong cashback. Tingnan ang <a href="/member">reward centre</a>.</p>' },
    CN: { title: '您的每日返水已到账', content: '<p>返水已到账，请查看<a href="/member">奖励中心</a>。</p>' },
    TH: { title: 'เงินคืนรายวันของคุณพร้อมแล้ว', content: '<p>เงินคืนเข้าบัญชีแล้ว ดูที่ <a href="/member">ศูนย์รางวัล</a></p>' },
    VI: { title: 'Tiền hoàn trả hôm nay đã sẵn sàng', content: '<p>Tiền hoàn trả đã được ghi có. Xem <a href="/member">trung tâm thưởng</a>.</p>' },
  },
  {
    id: 802, execution: 'A',
    EN: { title: 'VIP week', content: '<p>VIP members earn <strong>double points</strong> this week.</p>' },
    TY: { title: 'VIP week', content: '<p>Ang mga VIP member ay kikita ng <strong>dobleng puntos</strong> ngayong linggo.</p>' },
  },
  {
    id: 803, execution: 'B',
    EN: { title: 'Welcome bonus', content: '<p>Register today and get a <strong>100% welcome bonus</strong> on your first deposit.</p>' },
    TY: { title: 'Welcome bonus', content: '<p>Magparehistro ngayon at makakuha ng <strong>100% welcome bonus</strong> sa unang deposito.</p>' },
    CN: { title: '迎新红利', content: '<p>今天注册，首存即享 <strong>100% 迎新红利</strong>。</p>' },
    TH: { title: 'โบนัสต้อนรับ', content: '<p>สมัครวันนี้รับ <strong>โบนัสต้อนรับ 100%</strong> จากเงินฝากแรก</p>' },
    VI: { title: 'Thưởng chào mừng', content: '<p>Đăng ký hôm nay và nhận <strong>thưởng chào mừng 100%</strong> cho lần nạp đầu.</p>' },
  },
  {
    id: 804, execution: 'F',
    EN: { title: 'Welcome aboard', content: '<p>Thanks for joining! Complete your profile in the <a href="/member">member centre</a>.</p>' },
    TY: { title: 'Maligayang pagdating', content: '<p>Salamat sa pagsali! Kumpletuhin ang iyong profile sa <a href="/member">member centre</a>.</p>' },
  },
];

export function popups(language: ContentLanguage): Popup[] {
  return POPUPS.map((popup) => ({ id: popup.id, execution: popup.execution, ...(popup[language] ?? popup.EN) }));
}

export const contentLanguage = (language: string): ContentLanguage => {
  const code = language.toUpperCase();
  return (CONTENT_LANGUAGES as readonly string[]).includes(code) ? (code as ContentLanguage) : 'EN';
};
