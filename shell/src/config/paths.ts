/** The shell's route table: its own pages, and the remote paths its pages link to. */
export const paths = {
  home: '/',
  product: '/product',
  contact: '/contact',
  lessons: '/lessons',
  privacy: '/privacy',
  termsOfService: '/terms-of-service',
  istoricescu: '/istoricescu',

  exams: '/exams',
  generateExam: '/exams/generate',
  attempts: '/attempts',
  interactive: '/interactive',
  /** /interactive with the "Due for review" mode turned on (mfe-interactive reads `review=due`). */
  interactiveReview: '/interactive?review=due',
  materials: '/materials',
  me: '/me',
  teacher: '/teacher',
  pupils: '/pupils',
  tokens: '/tokens',
  lessonsBuy: '/lessons/buy',
  purchases: '/purchases',
} as const

/** Anchors of the landing page's sections. */
export const landingAnchors = {
  learn: 'inveti',
  practise: 'practici',
  succeed: 'reusesti',
  offers: 'oferte',
  testimonials: 'testimonials',
} as const
