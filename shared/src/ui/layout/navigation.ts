import type { UserFlags } from '@grile/shared/auth'

export interface NavEntry {
  label: string
  to: string
}

/** The side drawer's entries per role (docs/pages.md#top-bar-drawer-and-footer). */
export function drawerEntries(flags: Pick<UserFlags, 'isSignedIn' | 'isAdmin'>): NavEntry[] {
  const entries: NavEntry[] = [{ label: 'Home', to: '/' }]
  if (flags.isSignedIn) {
    entries.push(
      { label: 'Exams', to: '/exams' },
      { label: 'Generate Exam', to: '/exams/generate' },
      { label: 'Attempts', to: '/attempts' },
      { label: 'Interactive', to: '/interactive' },
      { label: 'Materials', to: '/materials' },
      { label: 'Profile', to: '/me' },
      { label: 'Teacher', to: '/teacher' },
      { label: 'Pupils', to: '/pupils' },
    )
  }
  if (flags.isAdmin) {
    entries.push(
      { label: 'Find User', to: '/admin/users/find' },
      { label: 'Find Exercises', to: '/admin/exercises/find' },
    )
  }
  return entries
}

export const footerLinks: NavEntry[] = [
  { label: 'Product', to: '/product' },
  { label: 'Lessons', to: '/lessons' },
  { label: 'Contact', to: '/contact' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
]

export const PARTNER_SITE_URL = 'https://istoricescu.ro'

/** Where a voucher for the partner is redeemed, on the partner's site. */
export function istoricescuVoucherUrl(voucherId: string): string {
  return `${PARTNER_SITE_URL}/vouchers/${encodeURIComponent(voucherId)}`
}
