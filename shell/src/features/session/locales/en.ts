/** Texts of the session feature: sign-in, sign-out, status pages and session dialogs. */
export const en = {
  login: {
    title: 'Log in',
    username: 'Username',
    password: 'Password',
    terms: 'I am 21 or older and accept the terms and privacy policy',
    submit: 'Log in',
    required: 'Input cannot be empty',
    disclaimer: 'Please accept the terms and privacy policy first',
  },
  register: {
    title: 'Register',
  },
  logout: {
    title: 'Log out',
    confirm: 'Do you want to log out?',
    submit: 'Log out',
  },
  trial: {
    title: 'Trial account',
  },
  support: {
    customerService: 'Customer service',
  },
} as const;

export type SessionResources = typeof en;
