/** Tagalog of `enRg`; spread into `ty`. */
export const tyRg = {
  rg: {
    title: 'Responsableng paglalaro',
    intro: 'Mga limitasyon para manatili kang may kontrol.',
    change: 'Baguhin',
    set: 'Itakda',
    limit: {
      label: 'Araw-araw na limitasyon ng deposito',
      title: 'Araw-araw na limitasyon ng deposito',
      none: 'Walang limitasyon',
      perDay: '{{amount}} bawat araw',
      pending: 'Mula {{time}}: {{value}}',
      pendingNone: 'walang limitasyon',
      leftToday: 'Natitira ngayon: {{amount}}',
      field: 'Limitasyon bawat araw',
      rule: 'Agad na may bisa ang mas mababang limitasyon. Ang mas mataas, o walang limitasyon, ay may bisa pagkalipas ng 24 oras.',
      save: 'I-save ang limitasyon',
      remove: 'Alisin ang limitasyon',
      nowSet: 'Ang araw-araw mong limitasyon ng deposito ay {{amount}} na.',
      later: 'May bisa ang pagbabago mo mula {{time}}.',
      unchanged: 'Mananatiling {{amount}} ang araw-araw mong limitasyon ng deposito.',
    },
    reminder: {
      label: 'Paalala sa session',
      title: 'Paalala sa session',
      field: 'Paalalahanan ako',
      off: 'Naka-off',
      every: 'Bawat {{count}} minuto',
      rule: 'Habang naka-sign in ka, ipinapakita namin kung gaano ka na katagal naglalaro at ang panalo o talo mo.',
      saved: 'Paaalalahanan ka namin bawat {{count}} minuto.',
      savedOff: 'Naka-off ang mga paalala sa session.',
    },
    deposit: {
      refused: 'Lampas ito sa araw-araw mong limitasyon ng deposito na {{limit}}. Natitira ngayon: {{left}}.',
    },
  },
};
