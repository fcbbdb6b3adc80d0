import type { TranslationResource } from '@gp/kernel';
import type { NoticesResources } from './en';

export const noticesVi: TranslationResource<NoticesResources> = {
  disclaimer: {
    title: 'Xác nhận độ tuổi',
    text: 'Trang web này cung cấp trò chơi may rủi dành cho người trưởng thành. Bạn phải từ 21 tuổi trở lên mới được vào. Vui lòng chơi có trách nhiệm.',
    accept: 'Tôi từ 21 tuổi trở lên',
    leave: 'Rời đi',
  },
  announcement: {
    label: 'Thông báo',
    position: '{{index}}/{{total}}',
    done: 'Đã hiểu',
  },
  firstLogin: {
    title: 'Chào mừng, {{name}}!',
    text: 'Tài khoản của bạn đã sẵn sàng. Hãy hoàn tất hồ sơ trong Trung tâm thành viên để bảo vệ tài khoản.',
    member: 'Đến Trung tâm thành viên',
    play: 'Bắt đầu chơi',
  },
};
