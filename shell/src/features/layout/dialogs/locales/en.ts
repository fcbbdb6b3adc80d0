/** Texts of the layout's dialogs: help centre, notices, customer service, feedback, app download. */
export const en = {
  help: {
    title: 'Help centre',
    contents: 'Contents',
    empty: 'No help topics yet.',
  },
  notices: {
    title: 'Notices',
    tabs: 'Notice types',
    player: 'Announcements',
    promotion: 'Promotions',
    pages: 'Pages',
    empty: 'No notices at the moment.',
  },
  support: {
    title: 'Customer service',
    intro: 'Choose a topic and chat with our team, 24/7.',
    opened: 'The chat opened in a new window.',
    openAgain: 'Open the chat again',
    empty: 'Live chat is not available right now.',
  },
  feedback: {
    title: 'Feedback and complaints',
    intro: 'Tell us what we can do better. We read every message.',
    type: 'Type',
    types: {
      SUGGESTION: 'Suggestion',
      COMPLAINT: 'Complaint',
      OTHER: 'Other',
    },
    content: 'Your message',
    words: '{{count}} / {{max}} words',
    contact: 'Contact (optional)',
    contactHint: 'Email or mobile number, if you want a reply.',
    length: 'Feedback must be between {{min}} and {{max}} words.',
    submit: 'Send',
    thanks: 'Thank you for your feedback.',
  },
  app: {
    title: 'Download the app',
    intro: 'Play anywhere with our app. Scan the code with your phone or use the download button.',
    platforms: 'Platforms',
    ios: 'iOS',
    android: 'Android',
    iosLite: 'iOS (lite)',
    download: 'Download',
    scan: 'Scan to download',
    unavailable: 'This download is not available right now.',
    guideTitle: 'Installation guide',
    guide: {
      ios: {
        s1: 'Tap Download on your iPhone or iPad and confirm the installation.',
        s2: 'Open Settings › General › VPN & Device Management.',
        s3: 'Choose the developer profile of the app and tap Trust.',
        s4: 'Open the app from your home screen and log in.',
      },
      android: {
        s1: 'Tap Download and wait for the APK file to finish.',
        s2: 'Open the file. If asked, allow installs from this source in Settings.',
        s3: 'Tap Install and wait until it finishes.',
        s4: 'Open the app and log in with your account.',
      },
      iosLite: {
        s1: 'Open this page in Safari and tap Download.',
        s2: 'Tap Allow to download the configuration profile.',
        s3: 'Open Settings › Profile Downloaded and tap Install.',
        s4: 'The app icon appears on your home screen: tap it to play.',
      },
    },
  },
} as const;

export type DialogResources = typeof en;
