/** Indonesian of `enProgress`; spread into `id`. */
export const idProgress = {
  withdrawProgress: {
    title: 'Penarikan {{orderNo}} · {{amount}}',
    steps: 'Progres penarikan',
    step: {
      SUBMITTED: 'Diajukan',
      REVIEWING: 'Sedang ditinjau',
      APPROVED: 'Disetujui',
      REJECTED: 'Ditolak',
      PAID: 'Sudah dibayarkan',
      FAILED: 'Pembayaran gagal',
    },
    expected: 'Perkiraan sebelum {{time}}',
    later: 'Belum',
    reason: 'Alasan: {{reason}}',
    refresh: 'Perbarui',
    track: 'Progres',
    trackOrder: 'Progres {{orderNo}}',
  },
} as const;
