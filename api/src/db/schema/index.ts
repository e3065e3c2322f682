export { users } from './users'
export {
  examTarget,
  examType,
  difficulty,
  materialTopics,
  materials,
  materialStudies,
  passages,
  seedReleases,
  exercises,
  answers,
  exams,
  examExercises,
  attempts,
  choices,
  interactiveAttempts,
  exerciseProgress,
  explanationCache,
} from './learning'
export {
  offerItemType,
  purchaseStatus,
  offers,
  purchases,
  vouchersForIstoricescu,
  vouchersByIstoricescu,
} from './commerce'
export { identityAccounts, identityModels, identityKeys } from './identity'
export { rateLimitCounters } from './rate-limits'
export { remoteReleases, remoteReleasePromotions } from './releases'
export { reviewCards } from './review-cards'
