import type { TranslationResource } from '@gp/kernel';
import type { NoticesResources } from './en';

export const noticesJa: TranslationResource<NoticesResources> = {
  disclaimer: {
    title: '年齢確認',
    text: '当サイトは成人向けのギャンブルゲームを提供しています。ご利用は21歳以上の方に限ります。節度を持ってお楽しみください。',
    accept: '21歳以上です',
    leave: '退出する',
  },
  announcement: {
    label: 'お知らせ',
    position: '{{index}} / {{total}}',
    done: 'OK',
  },
  firstLogin: {
    title: 'ようこそ、{{name}}さん！',
    text: 'アカウントの準備ができました。会員センターでプロフィールを登録し、アカウントを保護しましょう。',
    member: '会員センターへ',
    play: 'プレイを始める',
  },
};
