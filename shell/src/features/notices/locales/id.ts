import type { TranslationResource } from '@gp/kernel';
import type { NoticesResources } from './en';

export const noticesId: TranslationResource<NoticesResources> = {
  disclaimer: {
    title: 'Konfirmasi usia',
    text: 'Situs ini menyediakan permainan untung-untungan untuk orang dewasa. Anda harus berusia 21 tahun ke atas untuk masuk. Bermainlah secara bertanggung jawab.',
    accept: 'Saya berusia 21 tahun ke atas',
    leave: 'Tinggalkan',
  },
  announcement: {
    label: 'Pengumuman',
    position: '{{index}} dari {{total}}',
    done: 'Mengerti',
  },
  firstLogin: {
    title: 'Selamat datang, {{name}}!',
    text: 'Akun Anda sudah siap. Lengkapi profil Anda di Pusat anggota untuk mengamankannya.',
    member: 'Ke Pusat anggota',
    play: 'Mulai bermain',
  },
};
