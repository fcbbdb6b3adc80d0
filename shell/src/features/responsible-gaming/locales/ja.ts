import type { TranslationResource } from '@gp/kernel';
import type { en } from './en';

export const ja: TranslationResource<typeof en> = {
  reminder: {
    title: 'プレイ時間の確認',
    played: '{{time}}プレイしています。',
    result: '今回のセッションの損益',
    noFigures: 'セッションの数値を読み込めませんでした。',
    hoursMinutes: '{{hours}}時間{{minutes}}分',
    minutes: '{{minutes}}分',
    underMinute: '1分未満',
    continue: '続ける',
    logOut: 'ログアウト',
    loading: 'セッション情報を読み込み中',
  },
};
