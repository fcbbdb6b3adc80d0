import type { TranslationResource } from '@gp/kernel';
import type { DialogResources } from './en';

export const id: TranslationResource<DialogResources> = {
  help: {
    title: 'Pusat bantuan',
    contents: 'Daftar isi',
    empty: 'Belum ada topik bantuan.',
  },
  notices: {
    title: 'Pemberitahuan',
    tabs: 'Jenis pemberitahuan',
    player: 'Pengumuman',
    promotion: 'Promosi',
    pages: 'Halaman',
    empty: 'Belum ada pemberitahuan saat ini.',
  },
  support: {
    title: 'Layanan pelanggan',
    intro: 'Pilih topik dan chat dengan tim kami, 24/7.',
    opened: 'Chat dibuka di jendela baru.',
    openAgain: 'Buka chat lagi',
    empty: 'Live chat sedang tidak tersedia.',
  },
  feedback: {
    title: 'Masukan dan keluhan',
    intro: 'Beri tahu kami apa yang bisa kami tingkatkan. Kami membaca setiap pesan.',
    type: 'Jenis',
    types: {
      SUGGESTION: 'Saran',
      COMPLAINT: 'Keluhan',
      OTHER: 'Lainnya',
    },
    content: 'Pesan Anda',
    words: '{{count}} / {{max}} kata',
    contact: 'Kontak (opsional)',
    contactHint: 'Email atau nomor HP, jika Anda ingin dibalas.',
    length: 'Masukan harus terdiri dari {{min}} sampai {{max}} kata.',
    submit: 'Kirim',
    thanks: 'Terima kasih atas masukan Anda.',
  },
  app: {
    title: 'Unduh aplikasi',
    intro: 'Main di mana saja dengan aplikasi kami. Pindai kode dengan HP Anda atau gunakan tombol unduh.',
    platforms: 'Platform',
    ios: 'iOS',
    android: 'Android',
    iosLite: 'iOS (versi ringan)',
    download: 'Unduh',
    scan: 'Pindai untuk mengunduh',
    unavailable: 'Unduhan ini sedang tidak tersedia.',
    guideTitle: 'Panduan instalasi',
    guide: {
      ios: {
        s1: 'Ketuk Unduh di iPhone atau iPad Anda dan konfirmasi instalasi.',
        s2: 'Buka Pengaturan › Umum › VPN & Manajemen Perangkat.',
        s3: 'Pilih profil pengembang aplikasi lalu ketuk Percayai.',
        s4: 'Buka aplikasi dari layar utama dan masuk.',
      },
      android: {
        s1: 'Ketuk Unduh dan tunggu file APK selesai diunduh.',
        s2: 'Buka file tersebut. Jika diminta, izinkan instalasi dari sumber ini di Setelan.',
        s3: 'Ketuk Instal dan tunggu sampai selesai.',
        s4: 'Buka aplikasi dan masuk dengan akun Anda.',
      },
      iosLite: {
        s1: 'Buka halaman ini di Safari lalu ketuk Unduh.',
        s2: 'Ketuk Izinkan untuk mengunduh profil konfigurasi.',
        s3: 'Buka Pengaturan › Profil Diunduh lalu ketuk Instal.',
        s4: 'Ikon aplikasi muncul di layar utama: ketuk untuk bermain.',
      },
    },
  },
};
