export type NavItem = { to: string; label: string; exact?: boolean }

/** The Safe sidebar's pages, by section (the full app's Sidebar and the boot's shell). */
export const sidebarSections: { label: string; items: NavItem[] }[] = [
  { label: 'Overview', items: [{ to: '/home', label: 'Home' }] },
  {
    label: 'Assets',
    items: [
      { to: '/balances', label: 'Tokens', exact: true },
      { to: '/balances/nfts', label: 'NFTs' },
    ],
  },
  {
    label: 'Transactions',
    items: [
      { to: '/transactions/queue', label: 'Queue' },
      { to: '/transactions/history', label: 'History' },
      { to: '/transactions/messages', label: 'Messages' },
      { to: '/transactions/batch', label: 'Batch' },
    ],
  },
  {
    label: 'More',
    items: [
      { to: '/apps', label: 'Apps' },
      { to: '/address-book', label: 'Address book' },
      { to: '/settings/setup', label: 'Settings' },
    ],
  },
]
