/**
 * Who runs Grile and where to reach them: the one place the contact page, the lessons page and the
 * legal pages read from. The owner confirms these details before launch (see the shell issue's report).
 */
export const company = {
  legalName: 'Grile Education SRL',
  addressLines: ['Str. Lalelelor 12', '010101 București', 'România'],
  taxId: 'RO 12345678',
  email: 'contact@grile.ro',
  links: {
    chat: { label: 'WhatsApp chat', href: 'https://wa.me/40700000000' },
    videoChannel: { label: 'YouTube channel', href: 'https://www.youtube.com/@grile.ro' },
    photos: { label: 'Instagram', href: 'https://www.instagram.com/grile.ro' },
    social: { label: 'Facebook page', href: 'https://www.facebook.com/grile.ro' },
  },
} as const

/** The video-meeting tool of the online lessons, and how to reach a teacher on it. */
export const meetingTool = {
  name: 'Microsoft Teams',
  contactHref: `https://teams.microsoft.com/l/chat/0/0?users=${company.email}`,
} as const

/** The online session (docs/product-rules.md#online-lessons). */
export const onlineSession = {
  name: '1x online session',
  priceRon: 75,
  minutes: 60,
  days: 'Monday to Friday',
  hours: '08:00 to 20:00',
} as const
