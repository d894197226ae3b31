/** Where each application type continues after login (spec §2.2): its wizard route. */
export const WIZARD_PATH = {
  internet: '/application-for-connection',
  mobile: '/mobile-application',
} as const;
