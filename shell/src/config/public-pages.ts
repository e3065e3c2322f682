import { paths } from './paths'

/** A page anyone can read: rendered to HTML at build time, listed in the sitemap, served as it is. */
export interface PublicPage {
  path: string
  /** The built file under dist/pages/ (without .html). */
  name: string
  title: string
  description: string
}

const TAGLINE = 'Grile · English tests for the Police Academy'

/** The one list of public pages: the prerender, the sitemap and the server all read it (the server through dist/pages/pages.json). */
export const publicPages: readonly PublicPage[] = [
  {
    path: paths.home,
    name: 'home',
    title: TAGLINE,
    description:
      'Multiple-choice English tests for the Police Academy and the Câmpina police agents school: exam-style tests, instant results, explanations and a teacher who follows your progress.',
  },
  {
    path: paths.product,
    name: 'product',
    title: TAGLINE,
    description:
      'What Grile offers candidates to the Police Academy and the Câmpina school: lessons, exam-style tests, interactive practice and token packs.',
  },
  {
    path: paths.lessons,
    name: 'lessons',
    title: 'Online lessons · Grile',
    description:
      'One-to-one online English lessons for the Police Academy admission exam, paid by card after each session.',
  },
  {
    path: paths.contact,
    name: 'contact',
    title: 'Contact · Grile',
    description: 'How to reach the Grile team: e-mail, phone and the company details.',
  },
  {
    path: paths.privacy,
    name: 'privacy',
    title: 'Privacy · Grile',
    description: 'What personal data Grile keeps, why, for how long, and your rights.',
  },
  {
    path: paths.termsOfService,
    name: 'terms-of-service',
    title: 'Terms of Service · Grile',
    description: 'The terms of using Grile: accounts, tokens, payments and lessons.',
  },
  {
    path: paths.istoricescu,
    name: 'istoricescu',
    title: 'Istoricescu · Grile',
    description:
      'Istoricescu, our partner for the history exam: vouchers that come with some Grile token packs.',
  },
]

/** What an unknown address shows; rendered like a public page but never listed or indexed. */
export const notFoundPage: PublicPage = {
  path: '/404',
  name: 'not-found',
  title: 'Page not found · Grile',
  description: 'The page you are looking for does not exist or has moved.',
}

/** The title a public page declares, for its component's own <title>. */
export function publicPageTitle(path: string): string {
  const page = publicPages.find((candidate) => candidate.path === path) ?? notFoundPage
  return page.title
}
