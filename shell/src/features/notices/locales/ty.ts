import type { TranslationResource } from '@gp/kernel';
import type { NoticesResources } from './en';

export const noticesTy: TranslationResource<NoticesResources> = {
  disclaimer: {
    title: 'Pagkumpirma ng edad',
    text: 'Nag-aalok ang site na ito ng mga laro ng pagkakataon para sa mga nasa hustong gulang. Dapat ay 21 taong gulang ka pataas para makapasok. Maglaro nang responsable.',
    accept: 'Ako ay 21 pataas',
    leave: 'Umalis',
  },
  announcement: {
    label: 'Anunsiyo',
    position: '{{index}} sa {{total}}',
    done: 'Sige',
  },
  firstLogin: {
    title: 'Maligayang pagdating, {{name}}!',
    text: 'Handa na ang iyong account. Kumpletuhin ang iyong profile sa member centre para mas ligtas ito.',
    member: 'Pumunta sa member centre',
    play: 'Magsimulang maglaro',
  },
};
