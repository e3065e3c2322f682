import { Link } from '@grile/shared/chakra'
import { company } from '../../../config/company'
import { LegalDocument, type LegalSection } from './legal-document'

/** The youngest age at which the service may be used (docs/product-rules.md#limits-and-constants). */
export const MINIMUM_AGE = 13

const mail = (
  <Link href={`mailto:${company.email}`} color="brand.fg" textDecoration="underline">
    {company.email}
  </Link>
)

const sections: LegalSection[] = [
  {
    title: 'Age limit',
    paragraphs: [
      `Grile is intended for people aged ${MINIMUM_AGE} and over. If you are under ${MINIMUM_AGE}, please do not create an account.`,
    ],
  },
  {
    title: 'Who we are',
    paragraphs: [
      `${company.legalName} (${company.taxId}) runs Grile and is responsible for the data described here.`,
    ],
  },
  {
    title: 'What we keep',
    points: [
      'Your account: the email address and name you sign up with, and an identifier from the sign-in service.',
      'Your learning: your exam attempts, interactive answers, grades, rating, studied materials and review flags.',
      'Your purchases: what you bought and when. Card payments are handled by the card payment provider; we never see or store your card data.',
    ],
  },
  {
    title: 'Who sees it',
    points: [
      'If you assign a teacher, that teacher sees your email, name, performance and all your test results, until you remove them.',
      'The card payment provider receives what it needs to take your payment.',
      'We do not sell your data and we show no advertising.',
    ],
  },
  {
    title: 'Cookies',
    paragraphs: ['We use cookies only for your session and to remember that you accepted these terms.'],
  },
  {
    title: 'How long we keep it',
    paragraphs: ['Accounts inactive for over one year may be deleted together with their data.'],
  },
  {
    title: 'Your rights',
    paragraphs: [
      <>
        You may ask to see, correct or delete your data, or to receive a copy of it, by writing to {mail}. You
        may also complain to the Romanian data protection authority (ANSPDCP).
      </>,
    ],
  },
]

export function PrivacyPolicy() {
  return <LegalDocument sections={sections} />
}
