import { Link } from '@grile/shared/chakra'
import { company, onlineSession } from '../../../config/company'
import { LegalDocument, type LegalSection } from './legal-document'

const sections: LegalSection[] = [
  {
    title: 'Your account',
    paragraphs: [
      'You need an account to take exams, practise interactively, study materials and buy tokens or lessons. The public pages can be read without one.',
    ],
  },
  {
    title: 'Tokens and payment',
    points: [
      'Tokens are bought by card through a card payment provider. You are redirected to the provider to pay.',
      'We do not store your card data; the payment provider handles it.',
      'Grile is pre-paid only: you buy tokens before you use them.',
      'Free trial tokens are given to registered students who have completed no exercises or exams.',
      'One token allows you to submit the answers to one exam or to 50 interactive exercises.',
      'A token is deducted when your answers are submitted and you receive the feedback.',
      'There is no refund after a token is spent.',
    ],
  },
  {
    title: 'Online lessons',
    paragraphs: [
      `An online session lasts ${onlineSession.minutes} minutes and costs ${onlineSession.priceRon} RON. It is paid by card after each session and needs no tokens.`,
    ],
  },
  {
    title: 'Inactive accounts',
    paragraphs: [
      'Accounts that have been inactive for over one year may be deleted, together with their data.',
    ],
  },
  {
    title: 'Cookies',
    paragraphs: [
      'Grile uses cookies only for your session and to remember that you accepted the privacy terms. There are no advertising or tracking cookies.',
    ],
  },
  {
    title: 'Contact',
    paragraphs: [
      <>
        Questions about these terms? Write to{' '}
        <Link href={`mailto:${company.email}`} color="brand.fg" textDecoration="underline">
          {company.email}
        </Link>
        .
      </>,
    ],
  },
]

export function TermsOfService() {
  return <LegalDocument sections={sections} />
}
