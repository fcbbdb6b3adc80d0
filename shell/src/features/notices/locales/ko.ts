import type { TranslationResource } from '@gp/kernel';
import type { NoticesResources } from './en';

export const noticesKo: TranslationResource<NoticesResources> = {
  disclaimer: {
    title: '연령 확인',
    text: '이 사이트는 성인을 위한 사행성 게임을 제공합니다. 만 21세 이상만 입장할 수 있습니다. 책임감 있게 플레이하세요.',
    accept: '만 21세 이상입니다',
    leave: '나가기',
  },
  announcement: {
    label: '공지사항',
    position: '{{total}}개 중 {{index}}번째',
    done: '확인',
  },
  firstLogin: {
    title: '{{name}}님, 환영합니다!',
    text: '계정이 준비되었습니다. 회원 센터에서 프로필을 완성해 계정을 안전하게 지키세요.',
    member: '회원 센터로 이동',
    play: '플레이 시작',
  },
};
