import type { TranslationResource } from '@gp/kernel';
import type { en } from './en';

export const id: TranslationResource<typeof en> = {
  reminder: {
    title: 'Pengingat waktu',
    played: 'Anda sudah bermain selama {{time}}.',
    result: 'Menang atau kalah di sesi ini',
    noFigures: 'Angka sesi Anda gagal dimuat.',
    hoursMinutes: '{{hours}} jam {{minutes}} mnt',
    minutes: '{{minutes}} mnt',
    underMinute: 'kurang dari satu menit',
    continue: 'Lanjutkan',
    logOut: 'Keluar',
    loading: 'Memuat sesi Anda',
  },
};
