import type { ContentLanguage } from './announcements';

/** /wps/system/helpCenter: sections the client links to by anchor (/help#term). */
export interface HelpSection {
  id: number;
  anchor: string;
  title: string;
  content: string;
}

type Text = { title: string; content: string };
/** English and Tagalog always; other languages where written, English otherwise. */
type Translated = Record<'EN' | 'TY', Text> & Partial<Record<ContentLanguage, Text>>;

const SECTIONS: readonly (Translated & { anchor: string })[] = [
  {
    anchor: 'term',
    EN: {
      title: 'Terms and conditions',
      content:
        '<h3>1. Eligibility</h3><p>You must be at least <strong>21 years old</strong> to open an account.</p>' +
        '<h3>2. One account per person</h3><p>Duplicate accounts may be closed and their bonuses removed.</p>' +
        '<h3>3. Fair play</h3><p>Abuse of promotions or software faults voids the winnings concerned.</p>',
    },
    TY: {
      title: 'Mga tuntunin at kundisyon',
      content:
        '<h3>1. Pagiging karapat-dapat</h3><p>Dapat ay hindi bababa sa <strong>21 taong gulang</strong> para magbukas ng account.</p>' +
        '<h3>2. Isang account bawat tao</h3><p>Maaaring isara ang mga dobleng account at alisin ang kanilang bonus.</p>' +
        '<h3>3. Patas na laro</h3><p>Ang pang-aabuso sa promosyon ay magpapawalang-bisa sa panalo.</p>',
    },
    CN: { title: '条款与条件', content: '<h3>1. 资格</h3><p>您必须年满 <strong>21 岁</strong>才能开户。</p><h3>2. 一人一户</h3><p>重复账户可能被关闭并取消其红利。</p><h3>3. 公平游戏</h3><p>滥用优惠或利用软件漏洞所得的奖金无效。</p>' },
    TH: { title: 'ข้อกำหนดและเงื่อนไข', content: '<h3>1. คุณสมบัติ</h3><p>คุณต้องมีอายุอย่างน้อย <strong>21 ปี</strong> จึงจะเปิดบัญชีได้</p><h3>2. หนึ่งบัญชีต่อหนึ่งคน</h3><p>บัญชีซ้ำอาจถูกปิดและโบนัสจะถูกยกเลิก</p><h3>3. การเล่นอย่างยุติธรรม</h3><p>การใช้โปรโมชั่นในทางที่ผิดทำให้เงินรางวัลเป็นโมฆะ</p>' },
    VI: { title: 'Điều khoản và điều kiện', content: '<h3>1. Điều kiện tham gia</h3><p>Bạn phải đủ <strong>21 tuổi</strong> để mở tài khoản.</p><h3>2. Mỗi người một tài khoản</h3><p>Tài khoản trùng lặp có thể bị đóng và hủy tiền thưởng.</p><h3>3. Chơi công bằng</h3><p>Lạm dụng khuyến mãi hoặc lỗi phần mềm sẽ hủy các khoản thắng liên quan.</p>' },
  },
  {
    anchor: 'privacy',
    EN: {
      title: 'Privacy policy',
      content: '<p>We keep your personal data only as long as the law requires and never sell it.</p><p>Payment data is encrypted in transit and at rest.</p>',
    },
    TY: {
      title: 'Patakaran sa privacy',
      content: '<p>Iniingatan namin ang iyong personal na datos ayon lamang sa hinihingi ng batas at hindi ito ibinebenta.</p><p>Naka-encrypt ang datos ng pagbabayad.</p>',
    },
    CN: { title: '隐私政策', content: '<p>我们仅在法律要求的期限内保存您的个人资料，绝不出售。</p><p>支付数据在传输和存储时均已加密。</p>' },
    TH: { title: 'นโยบายความเป็นส่วนตัว', content: '<p>เราเก็บข้อมูลส่วนบุคคลของคุณเท่าที่กฎหมายกำหนดเท่านั้นและไม่ขายให้ผู้ใด</p><p>ข้อมูลการชำระเงินถูกเข้ารหัสทั้งขณะส่งและจัดเก็บ</p>' },
    VI: { title: 'Chính sách bảo mật', content: '<p>Chúng tôi chỉ lưu dữ liệu cá nhân của bạn trong thời gian pháp luật yêu cầu và không bao giờ bán.</p><p>Dữ liệu thanh toán được mã hóa khi truyền và khi lưu trữ.</p>' },
  },
  {
    anchor: 'faq',
    EN: {
      title: 'Frequently asked questions',
      content:
        '<h3>I forgot my password.</h3><p>Use <em>Forgot password</em> on the login window: by email or by SMS.</p>' +
        '<h3>Why can I not start a game?</h3><p>Trial accounts cannot play real-money games. Please register.</p>',
    },
    TY: {
      title: 'Mga madalas itanong',
      content:
        '<h3>Nakalimutan ko ang aking password.</h3><p>Gamitin ang <em>Forgot password</em> sa login window: sa email o SMS.</p>' +
        '<h3>Bakit hindi ko masimulan ang laro?</h3><p>Hindi makakapaglaro ng totoong pera ang trial account. Magparehistro po.</p>',
    },
    CN: { title: '常见问题', content: '<h3>我忘记了密码。</h3><p>在登录窗口使用<em>忘记密码</em>：通过邮箱或短信找回。</p><h3>为什么无法开始游戏？</h3><p>试玩账户不能玩真钱游戏，请先注册。</p>' },
    TH: { title: 'คำถามที่พบบ่อย', content: '<h3>ฉันลืมรหัสผ่าน</h3><p>ใช้ <em>ลืมรหัสผ่าน</em> ในหน้าต่างเข้าสู่ระบบ ทางอีเมลหรือ SMS</p><h3>ทำไมฉันเริ่มเกมไม่ได้</h3><p>บัญชีทดลองเล่นเกมเงินจริงไม่ได้ กรุณาสมัครสมาชิก</p>' },
    VI: { title: 'Câu hỏi thường gặp', content: '<h3>Tôi quên mật khẩu.</h3><p>Dùng <em>Quên mật khẩu</em> ở cửa sổ đăng nhập: qua email hoặc SMS.</p><h3>Vì sao tôi không vào được trò chơi?</h3><p>Tài khoản dùng thử không chơi được bằng tiền thật. Vui lòng đăng ký.</p>' },
  },
  {
    anchor: 'deposit',
    EN: {
      title: 'How to deposit',
      content: '<ol><li>Open <strong>Deposit</strong> in the header.</li><li>Choose a channel and enter the amount.</li><li>Confirm the payment in your e-wallet.</li></ol>',
    },
    TY: {
      title: 'Paano magdeposito',
      content: '<ol><li>Buksan ang <strong>Deposit</strong> sa header.</li><li>Pumili ng channel at ilagay ang halaga.</li><li>Kumpirmahin ang bayad sa iyong e-wallet.</li></ol>',
    },
    CN: { title: '如何存款', content: '<ol><li>打开页首的<strong>存款</strong>。</li><li>选择渠道并输入金额。</li><li>在电子钱包中确认付款。</li></ol>' },
    TH: { title: 'วิธีฝากเงิน', content: '<ol><li>เปิด <strong>ฝากเงิน</strong> ที่ส่วนหัว</li><li>เลือกช่องทางและใส่จำนวนเงิน</li><li>ยืนยันการชำระเงินในอีวอลเล็ตของคุณ</li></ol>' },
    VI: { title: 'Cách nạp tiền', content: '<ol><li>Mở <strong>Nạp tiền</strong> trên thanh đầu trang.</li><li>Chọn kênh và nhập số tiền.</li><li>Xác nhận thanh toán trong ví điện tử.</li></ol>' },
  },
  {
    anchor: 'withdraw',
    EN: {
      title: 'How to withdraw',
      content: '<p>Withdrawals are processed within 30 minutes. The turnover of active bonuses must be complete first.</p>',
    },
    TY: {
      title: 'Paano mag-withdraw',
      content: '<p>Ang mga withdrawal ay pinoproseso sa loob ng 30 minuto. Kailangang kumpleto muna ang turnover ng mga bonus.</p>',
    },
    CN: { title: '如何取款', content: '<p>取款在 30 分钟内处理。须先完成进行中红利的流水要求。</p>' },
    TH: { title: 'วิธีถอนเงิน', content: '<p>การถอนเงินจะดำเนินการภายใน 30 นาที ต้องทำยอดเทิร์นโอเวอร์ของโบนัสที่ใช้งานอยู่ให้ครบก่อน</p>' },
    VI: { title: 'Cách rút tiền', content: '<p>Lệnh rút tiền được xử lý trong 30 phút. Cần hoàn thành doanh số cược của tiền thưởng đang có trước.</p>' },
  },
  {
    anchor: 'responsible',
    EN: {
      title: 'Responsible gaming',
      content: '<p>Set deposit limits and take breaks. If gaming stops being fun, contact customer service to close your account.</p>',
    },
    TY: {
      title: 'Responsableng paglalaro',
      content: '<p>Magtakda ng limitasyon sa deposito at magpahinga. Kung hindi na masaya ang laro, kontakin ang customer service.</p>',
    },
    CN: { title: '负责任博彩', content: '<p>请设置存款限额并适时休息。如果游戏不再有趣，请联系客服关闭账户。</p>' },
    TH: { title: 'การเล่นอย่างรับผิดชอบ', content: '<p>ตั้งวงเงินฝากและพักเป็นระยะ หากการเล่นไม่สนุกอีกต่อไป โปรดติดต่อฝ่ายบริการลูกค้าเพื่อปิดบัญชี</p>' },
    VI: { title: 'Chơi có trách nhiệm', content: '<p>Hãy đặt hạn mức nạp tiền và nghỉ ngơi. Nếu trò chơi không còn vui, hãy liên hệ chăm sóc khách hàng để đóng tài khoản.</p>' },
  },
];

export function helpSections(language: ContentLanguage): HelpSection[] {
  return SECTIONS.map((section, index) => ({ id: index + 1, anchor: section.anchor, ...(section[language] ?? section.EN) }));
}
