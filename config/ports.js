// Local ports: the contract that docs, scripts and tests rely on (ARCHITECTURE.md "Local ports").
const ports = {
  shell: 3000,
  'mf-games': 3001,
  'mf-member': 3002,
  'mf-agent': 3003,
  'mf-lottery': 3004,
  'api-sim': 3100,
};

const remotes = {
  mf_games: 'mf-games',
  mf_member: 'mf-member',
  mf_agent: 'mf-agent',
  mf_lottery: 'mf-lottery',
};

module.exports = { ports, remotes };
