import type { TranslationResource } from '@gp/kernel';
import type { DialogResources } from './en';

export const ja: TranslationResource<DialogResources> = {
  help: {
    title: 'ヘルプセンター',
    contents: '目次',
    empty: 'ヘルプ項目はまだありません。',
  },
  notices: {
    title: 'お知らせ',
    tabs: 'お知らせの種類',
    player: 'お知らせ',
    promotion: 'プロモーション',
    pages: 'ページ',
    empty: '現在お知らせはありません。',
  },
  support: {
    title: 'カスタマーサポート',
    intro: 'お問い合わせ内容を選んで、スタッフとチャットしてください。24時間365日対応しています。',
    opened: 'チャットを新しいウィンドウで開きました。',
    openAgain: 'チャットをもう一度開く',
    empty: '現在ライブチャットはご利用いただけません。',
  },
  feedback: {
    title: 'ご意見・苦情',
    intro: '改善してほしい点をお聞かせください。すべてのメッセージに目を通しています。',
    type: '種類',
    types: {
      SUGGESTION: 'ご提案',
      COMPLAINT: '苦情',
      OTHER: 'その他',
    },
    content: 'メッセージ',
    words: '{{count}} / {{max}} 文字',
    contact: '連絡先（任意）',
    contactHint: '返信をご希望の場合は、メールアドレスまたは携帯電話番号をご入力ください。',
    length: 'ご意見は{{min}}〜{{max}}文字で入力してください。',
    submit: '送信',
    thanks: 'ご意見ありがとうございます。',
  },
  app: {
    title: 'アプリをダウンロード',
    intro: 'アプリならどこでもプレイできます。スマートフォンでコードを読み取るか、ダウンロードボタンを押してください。',
    platforms: 'プラットフォーム',
    ios: 'iOS',
    android: 'Android',
    iosLite: 'iOS（ライト版）',
    download: 'ダウンロード',
    scan: '読み取ってダウンロード',
    unavailable: '現在このダウンロードはご利用いただけません。',
    guideTitle: 'インストールガイド',
    guide: {
      ios: {
        s1: 'iPhoneまたはiPadで「ダウンロード」をタップし、インストールを確認します。',
        s2: '「設定」›「一般」›「VPNとデバイス管理」を開きます。',
        s3: 'アプリのデベロッパプロファイルを選び、「信頼」をタップします。',
        s4: 'ホーム画面からアプリを開き、ログインします。',
      },
      android: {
        s1: '「ダウンロード」をタップし、APKファイルのダウンロードが終わるまで待ちます。',
        s2: 'ファイルを開きます。確認された場合は、「設定」でこの提供元からのインストールを許可します。',
        s3: '「インストール」をタップし、完了するまで待ちます。',
        s4: 'アプリを開き、アカウントでログインします。',
      },
      iosLite: {
        s1: 'このページをSafariで開き、「ダウンロード」をタップします。',
        s2: '「許可」をタップして構成プロファイルをダウンロードします。',
        s3: '「設定」›「プロファイルがダウンロードされました」を開き、「インストール」をタップします。',
        s4: 'ホーム画面にアプリのアイコンが表示されます。タップしてプレイしましょう。',
      },
    },
  },
};
