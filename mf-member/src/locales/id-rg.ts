/** Indonesian of `enRg`; spread into `id`. */
export const idRg = {
  rg: {
    title: 'Bermain bertanggung jawab',
    intro: 'Batas yang membantu Anda tetap terkendali.',
    change: 'Ubah',
    set: 'Atur',
    limit: {
      label: 'Batas deposit harian',
      title: 'Batas deposit harian',
      none: 'Tanpa batas',
      perDay: '{{amount}} per hari',
      pending: 'Mulai {{time}}: {{value}}',
      pendingNone: 'tanpa batas',
      leftToday: 'Sisa hari ini: {{amount}}',
      field: 'Batas harian',
      rule: 'Batas yang lebih rendah langsung berlaku. Batas yang lebih tinggi, atau tanpa batas, berlaku setelah 24 jam.',
      save: 'Simpan batas',
      remove: 'Hapus batas',
      nowSet: 'Batas deposit harian Anda sekarang {{amount}}.',
      later: 'Perubahan Anda berlaku mulai {{time}}.',
      unchanged: 'Batas deposit harian Anda tetap {{amount}}.',
    },
    reminder: {
      label: 'Pengingat sesi',
      title: 'Pengingat sesi',
      field: 'Ingatkan saya',
      off: 'Mati',
      every: 'Setiap {{count}} menit',
      rule: 'Selama Anda masuk, kami menampilkan berapa lama Anda sudah bermain serta menang atau kalah Anda.',
      saved: 'Kami akan mengingatkan Anda setiap {{count}} menit.',
      savedOff: 'Pengingat sesi dimatikan.',
    },
    deposit: {
      refused: 'Jumlah ini melebihi batas deposit harian Anda sebesar {{limit}}. Sisa hari ini: {{left}}.',
    },
  },
};
