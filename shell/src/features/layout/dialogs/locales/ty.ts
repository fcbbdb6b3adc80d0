import type { TranslationResource } from '@gp/kernel';
import type { DialogResources } from './en';

export const ty: TranslationResource<DialogResources> = {
  help: {
    title: 'Help centre',
    contents: 'Nilalaman',
    empty: 'Wala pang paksa ng tulong.',
  },
  notices: {
    title: 'Mga paunawa',
    tabs: 'Uri ng paunawa',
    player: 'Mga anunsiyo',
    promotion: 'Mga promo',
    pages: 'Mga pahina',
    empty: 'Walang paunawa sa ngayon.',
  },
  support: {
    title: 'Customer service',
    intro: 'Pumili ng paksa at makipag-chat sa aming team, 24/7.',
    opened: 'Nagbukas ang chat sa bagong window.',
    openAgain: 'Buksan muli ang chat',
    empty: 'Hindi available ang live chat sa ngayon.',
  },
  feedback: {
    title: 'Puna at reklamo',
    intro: 'Sabihin sa amin kung ano ang mapapabuti namin. Binabasa namin ang bawat mensahe.',
    type: 'Uri',
    types: {
      SUGGESTION: 'Mungkahi',
      COMPLAINT: 'Reklamo',
      OTHER: 'Iba pa',
    },
    content: 'Ang iyong mensahe',
    words: '{{count}} / {{max}} salita',
    contact: 'Contact (opsyonal)',
    contactHint: 'Email o numero ng mobile, kung gusto mo ng sagot.',
    length: 'Ang puna ay dapat nasa pagitan ng {{min}} at {{max}} na salita.',
    submit: 'Ipadala',
    thanks: 'Salamat sa iyong puna.',
  },
  app: {
    title: 'I-download ang app',
    intro: 'Maglaro kahit saan gamit ang aming app. I-scan ang code gamit ang iyong telepono o pindutin ang download.',
    platforms: 'Mga platform',
    ios: 'iOS',
    android: 'Android',
    iosLite: 'iOS (lite)',
    download: 'I-download',
    scan: 'I-scan para i-download',
    unavailable: 'Hindi available ang download na ito sa ngayon.',
    guideTitle: 'Gabay sa pag-install',
    guide: {
      ios: {
        s1: 'Pindutin ang I-download sa iyong iPhone o iPad at kumpirmahin ang pag-install.',
        s2: 'Buksan ang Settings › General › VPN & Device Management.',
        s3: 'Piliin ang developer profile ng app at pindutin ang Trust.',
        s4: 'Buksan ang app mula sa home screen at mag-log in.',
      },
      android: {
        s1: 'Pindutin ang I-download at hintaying matapos ang APK file.',
        s2: 'Buksan ang file. Kung tanungin, payagan ang pag-install mula sa source na ito sa Settings.',
        s3: 'Pindutin ang Install at hintaying matapos.',
        s4: 'Buksan ang app at mag-log in gamit ang iyong account.',
      },
      iosLite: {
        s1: 'Buksan ang pahinang ito sa Safari at pindutin ang I-download.',
        s2: 'Pindutin ang Allow para i-download ang configuration profile.',
        s3: 'Buksan ang Settings › Profile Downloaded at pindutin ang Install.',
        s4: 'Lalabas ang icon ng app sa home screen: pindutin ito para maglaro.',
      },
    },
  },
};
