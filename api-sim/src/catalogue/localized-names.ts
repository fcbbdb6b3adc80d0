import type { ContentLanguage } from '../content/announcements';

// Game names in the player's language (issue 23): a share of the catalogue — every live table and
// fishing game, and the slots whose every word the glossary below knows — is named in Chinese,
// Thai or Vietnamese; every other name (and every other language) stays English, as operators'
// back ends do. Phrases are matched before words ("Dragon Tiger" before "Dragon").

type Glossary = Readonly<Record<string, string>>;

const CN: Glossary = {
  'No Commission': '免佣', 'Dragon Tiger': '龙虎', 'Sic Bo': '骰宝', 'Fan Tan': '番摊', 'Casino Holdem': '德州扑克', 'Andar Bahar': '安达巴哈',
  'Deep Sea': '深海', Speed: '极速', VIP: 'VIP', Lightning: '闪电', Classic: '经典', Golden: '黄金', Squeeze: '咪牌', Royal: '皇家', Mega: '超级',
  Super: '超级', Baccarat: '百家乐', Roulette: '轮盘', Blackjack: '二十一点', Ocean: '海洋', Happy: '欢乐', Crazy: '疯狂', Jackpot: '大奖',
  Lucky: '幸运', Fishing: '捕鱼', Hunter: '猎人', King: '之王', Catch: '捕获', Reef: '珊瑚礁', Shark: '鲨鱼', Kraken: '海怪', Bounty: '赏金',
  Dragon: '龙', Plus: '加强版', Legend: '传奇', A: 'A', B: 'B', C: 'C', '2': '2',
};

const TH: Glossary = {
  'No Commission': 'ไม่มีค่าคอมมิชชั่น', 'Dragon Tiger': 'เสือมังกร', 'Sic Bo': 'ไฮโล', 'Fan Tan': 'ฟันทัน', 'Casino Holdem': 'คาสิโนโฮลเด็ม', 'Andar Bahar': 'อันดาร์บาฮาร์',
  'Deep Sea': 'ทะเลลึก', Speed: 'สปีด', VIP: 'VIP', Lightning: 'สายฟ้า', Classic: 'คลาสสิก', Golden: 'ทองคำ', Squeeze: 'บีบไพ่', Royal: 'รอยัล', Mega: 'เมก้า',
  Super: 'ซูเปอร์', Baccarat: 'บาคาร่า', Roulette: 'รูเล็ต', Blackjack: 'แบล็คแจ็ค', Ocean: 'มหาสมุทร', Happy: 'แฮปปี้', Crazy: 'สุดมันส์', Jackpot: 'แจ็คพอต',
  Lucky: 'นำโชค', Fishing: 'ยิงปลา', Hunter: 'นักล่า', King: 'ราชา', Catch: 'จับปลา', Reef: 'แนวปะการัง', Shark: 'ฉลาม', Kraken: 'คราเคน', Bounty: 'ล่าค่าหัว',
  Dragon: 'มังกร', Plus: 'พลัส', Legend: 'ตำนาน', A: 'A', B: 'B', C: 'C', '2': '2',
};

const VI: Glossary = {
  'No Commission': 'Không hoa hồng', 'Dragon Tiger': 'Rồng Hổ', 'Sic Bo': 'Tài Xỉu', 'Fan Tan': 'Fan Tan', 'Casino Holdem': 'Casino Hold’em', 'Andar Bahar': 'Andar Bahar',
  'Deep Sea': 'Biển sâu', Speed: 'Tốc độ', VIP: 'VIP', Lightning: 'Tia chớp', Classic: 'Cổ điển', Golden: 'Vàng', Squeeze: 'Nặn bài', Royal: 'Hoàng gia', Mega: 'Mega',
  Super: 'Siêu', Baccarat: 'Baccarat', Roulette: 'Roulette', Blackjack: 'Xì dách', Ocean: 'Đại dương', Happy: 'Vui vẻ', Crazy: 'Điên cuồng', Jackpot: 'Jackpot',
  Lucky: 'May mắn', Fishing: 'Bắn cá', Hunter: 'Thợ săn', King: 'Vua', Catch: 'Săn cá', Reef: 'Rạn san hô', Shark: 'Cá mập', Kraken: 'Quái vật biển', Bounty: 'Tiền thưởng',
  Dragon: 'Rồng', Plus: 'Plus', Legend: 'Huyền thoại', A: 'A', B: 'B', C: 'C', '2': '2',
};

const GLOSSARIES: Partial<Record<ContentLanguage, Glossary>> = { CN, TH, VI };

/** The name in `language` when the glossary knows every word of it, else the English name. */
export function localizedGameName(name: string, language: ContentLanguage): string {
  const glossary = GLOSSARIES[language];
  if (!glossary) return name;
  const words = name.split(' ');
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    const pair = `${words[i]} ${words[i + 1] ?? ''}`;
    if (i + 1 < words.length && glossary[pair] !== undefined) {
      out.push(glossary[pair]);
      i += 2;
    } else if (glossary[words[i] ?? ''] !== undefined) {
      out.push(glossary[words[i] ?? ''] ?? '');
      i += 1;
    } else return name;
  }
  return out.join(language === 'CN' ? '' : ' ');
}
