/** Lazy source of the 'Coming soon!' page, shared by sections that ship later. */
export const comingSoon = { load: () => import('./ComingSoonPage') };
