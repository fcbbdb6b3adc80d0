import type { TranslationResource } from '@gp/kernel';
import type { DialogResources } from './en';

export const vi: TranslationResource<DialogResources> = {
  help: {
    title: 'Trung tâm trợ giúp',
    contents: 'Mục lục',
    empty: 'Chưa có chủ đề trợ giúp nào.',
  },
  notices: {
    title: 'Thông báo',
    tabs: 'Loại thông báo',
    player: 'Thông báo chung',
    promotion: 'Khuyến mãi',
    pages: 'Trang',
    empty: 'Hiện chưa có thông báo.',
  },
  support: {
    title: 'Chăm sóc khách hàng',
    intro: 'Chọn chủ đề và trò chuyện với đội ngũ của chúng tôi, 24/7.',
    opened: 'Cuộc trò chuyện đã mở trong cửa sổ mới.',
    openAgain: 'Mở lại cuộc trò chuyện',
    empty: 'Trò chuyện trực tuyến hiện không khả dụng.',
  },
  feedback: {
    title: 'Góp ý và khiếu nại',
    intro: 'Hãy cho chúng tôi biết điều cần cải thiện. Chúng tôi đọc mọi tin nhắn.',
    type: 'Loại',
    types: {
      SUGGESTION: 'Góp ý',
      COMPLAINT: 'Khiếu nại',
      OTHER: 'Khác',
    },
    content: 'Nội dung của bạn',
    words: '{{count}} / {{max}} từ',
    contact: 'Liên hệ (không bắt buộc)',
    contactHint: 'Email hoặc số điện thoại, nếu bạn muốn được phản hồi.',
    length: 'Góp ý phải có từ {{min}} đến {{max}} từ.',
    submit: 'Gửi',
    thanks: 'Cảm ơn bạn đã góp ý.',
  },
  app: {
    title: 'Tải ứng dụng',
    intro: 'Chơi mọi lúc mọi nơi với ứng dụng của chúng tôi. Quét mã bằng điện thoại hoặc bấm nút tải xuống.',
    platforms: 'Nền tảng',
    ios: 'iOS',
    android: 'Android',
    iosLite: 'iOS (bản rút gọn)',
    download: 'Tải xuống',
    scan: 'Quét để tải xuống',
    unavailable: 'Bản tải xuống này hiện không khả dụng.',
    guideTitle: 'Hướng dẫn cài đặt',
    guide: {
      ios: {
        s1: 'Chạm Tải xuống trên iPhone hoặc iPad và xác nhận cài đặt.',
        s2: 'Mở Cài đặt › Cài đặt chung › VPN & Quản lý thiết bị.',
        s3: 'Chọn hồ sơ nhà phát triển của ứng dụng và chạm Tin cậy.',
        s4: 'Mở ứng dụng từ màn hình chính và đăng nhập.',
      },
      android: {
        s1: 'Chạm Tải xuống và chờ tệp APK tải xong.',
        s2: 'Mở tệp. Nếu được hỏi, hãy cho phép cài đặt từ nguồn này trong Cài đặt.',
        s3: 'Chạm Cài đặt và chờ đến khi hoàn tất.',
        s4: 'Mở ứng dụng và đăng nhập bằng tài khoản của bạn.',
      },
      iosLite: {
        s1: 'Mở trang này bằng Safari và chạm Tải xuống.',
        s2: 'Chạm Cho phép để tải hồ sơ cấu hình.',
        s3: 'Mở Cài đặt › Đã tải về hồ sơ và chạm Cài đặt.',
        s4: 'Biểu tượng ứng dụng xuất hiện trên màn hình chính: chạm vào để chơi.',
      },
    },
  },
};
