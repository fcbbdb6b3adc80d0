import type { TranslationResource } from '@gp/kernel';
import type { DialogResources } from './en';

export const ko: TranslationResource<DialogResources> = {
  help: {
    title: '도움말 센터',
    contents: '목차',
    empty: '아직 도움말이 없습니다.',
  },
  notices: {
    title: '공지',
    tabs: '공지 유형',
    player: '공지사항',
    promotion: '프로모션',
    pages: '페이지',
    empty: '현재 공지가 없습니다.',
  },
  support: {
    title: '고객센터',
    intro: '주제를 선택하고 상담원과 채팅하세요. 24시간 연중무휴.',
    opened: '채팅이 새 창에서 열렸습니다.',
    openAgain: '채팅 다시 열기',
    empty: '지금은 실시간 채팅을 이용할 수 없습니다.',
  },
  feedback: {
    title: '의견 및 불만',
    intro: '개선할 점을 알려 주세요. 모든 메시지를 읽습니다.',
    type: '유형',
    types: {
      SUGGESTION: '제안',
      COMPLAINT: '불만',
      OTHER: '기타',
    },
    content: '내용',
    words: '{{count}} / {{max}}단어',
    contact: '연락처 (선택)',
    contactHint: '답변을 원하시면 이메일 또는 휴대폰 번호를 입력하세요.',
    length: '의견은 {{min}}~{{max}}단어로 입력하세요.',
    submit: '보내기',
    thanks: '소중한 의견 감사합니다.',
  },
  app: {
    title: '앱 다운로드',
    intro: '앱으로 어디서나 플레이하세요. 휴대폰으로 코드를 스캔하거나 다운로드 버튼을 누르세요.',
    platforms: '플랫폼',
    ios: 'iOS',
    android: 'Android',
    iosLite: 'iOS (라이트)',
    download: '다운로드',
    scan: '스캔하여 다운로드',
    unavailable: '지금은 다운로드할 수 없습니다.',
    guideTitle: '설치 안내',
    guide: {
      ios: {
        s1: 'iPhone 또는 iPad에서 다운로드를 누르고 설치를 확인하세요.',
        s2: '설정 › 일반 › VPN 및 기기 관리를 여세요.',
        s3: '앱의 개발자 프로필을 선택하고 신뢰를 누르세요.',
        s4: '홈 화면에서 앱을 열고 로그인하세요.',
      },
      android: {
        s1: '다운로드를 누르고 APK 파일 다운로드가 끝날 때까지 기다리세요.',
        s2: '파일을 여세요. 요청이 있으면 설정에서 이 출처의 설치를 허용하세요.',
        s3: '설치를 누르고 완료될 때까지 기다리세요.',
        s4: '앱을 열고 계정으로 로그인하세요.',
      },
      iosLite: {
        s1: 'Safari에서 이 페이지를 열고 다운로드를 누르세요.',
        s2: '허용을 눌러 구성 프로파일을 다운로드하세요.',
        s3: '설정 › 프로파일이 다운로드됨을 열고 설치를 누르세요.',
        s4: '홈 화면에 앱 아이콘이 나타납니다. 눌러서 플레이하세요.',
      },
    },
  },
};
