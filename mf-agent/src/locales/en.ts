export const en = {
  login: {
    title: 'Agent login',
    intro: 'Sign in to the agent centre.',
    username: 'Username',
    password: 'Password',
    submit: 'Log in',
  },
} as const;

export type AgentResources = typeof en;
