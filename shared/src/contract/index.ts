// First: zod's configuration must be in place before any schema below is created.
import './zod-config'
export { endpoint } from './endpoint'
export type {
  Access,
  Endpoint,
  HttpMethod,
  ProblemStatus,
  ParamsOf,
  QueryOf,
  BodyOf,
  ResponseOf,
} from './endpoint'
export { problemSchema, fieldErrorSchema } from './problem'
export type { Problem, FieldError } from './problem'
export {
  PAGE_SIZE,
  uuidSchema,
  isoDateTimeSchema,
  pageNumberSchema,
  pageSchema,
  queryBooleanSchema,
  healthSchema,
} from './common'
export { seededShuffle, examOrder, newShuffleSeed, gradeOf } from './shuffle'
export { MOCK_PAPER_GUIDE_MINUTES, GENERATED_EXAM_TITLE } from './exams'
export { MAX_ATTEMPT_DURATION_SECONDS } from './attempts'
export { ANSWERS_PER_TOKEN } from './interactive-attempts'
export {
  EXAM_TARGET_LABELS,
  EXAM_TYPE_LABELS,
  DIFFICULTY_LABELS,
  EXAM_TARGET_OPTIONS,
  EXAM_TYPE_OPTIONS,
  DIFFICULTY_OPTIONS,
  MASTERY_LEVEL_LABELS,
  answerLetter,
  answerLabel,
} from './labels'
export type { LabelledOption } from './labels'
export { newSessionId } from './session-id'
export {
  LESSON_TAGS,
  LESSON_HEADING_TAGS,
  LESSON_ATTRIBUTES,
  LESSON_URL_SCHEMES,
  LESSON_DROPPED_WITH_CONTENT,
} from './lesson-html'
export { clientConfigSchema, clientAuthConfigSchema } from './client-config'
export type { ClientConfig, ClientAuthConfig } from './client-config'
export * as health from './health'
export * as users from './users'
export * as exams from './exams'
export * as exercises from './exercises'
export * as attempts from './attempts'
export * as interactiveAttempts from './interactive-attempts'
export * as choices from './choices'
export * as materials from './materials'
export * as offers from './offers'
export * as purchases from './purchases'
export * as vouchers from './vouchers'
export * as explanations from './explanations'
export * as admin from './admin'
export * as releases from './releases'
export { parseExamText, renderExamText, examTextLineCount, EXAM_TEXT_LINES } from './exam-text'
export type { ExamTextExercise, ExamTextResult } from './exam-text'
export type { MaterialDto, MaterialTopicDto, MaterialInput } from './materials'
export type { OfferDto, OfferItemType } from './offers'
export type { PurchaseDto, PurchaseStatus, VoucherForIstoricescuDto } from './purchases'
export type { CurrentVoucherForIstoricescuDto, VoucherByIstoricescuDto } from './vouchers'
export type {
  UserUpdate,
  ExamCreate,
  ExamUpdate,
  ExerciseSearchItemDto,
  ExerciseWithCorrectDto,
  ExerciseUpdate,
  ItemFlag,
  ItemAnalysisSort,
  ItemAnalysisQuery,
  ItemAnalysisListItemDto,
  ItemAnalysisDto,
} from './admin'
export type { CurrentUserDto } from './users'
export type {
  MasteryArea,
  MasteryLevel,
  MasteryRow,
  MasteryStats,
  UserMasteryDto,
  ClassMasteryDto,
} from './mastery'
export type { ReleaseRegistration, ReleaseDto, RemoteReleasesDto, PromotionDto } from './releases'
export type {
  ExamTarget,
  ExamType,
  Difficulty,
  AnswerDto,
  AnswerWithCorrectDto,
  ExamExerciseDto,
  PassageDto,
  ExamExerciseWithCorrectDto,
  ExamDto,
  ExamWithCorrectAnswersDto,
  ExamListItemDto,
  ExamPageDto,
  ExamsQuery,
  ExamGeneration,
} from './exams'
export type { ExerciseDto, ExerciseOfTheDayDto, RandomExerciseDto, RandomExerciseQuery } from './exercises'

import * as health from './health'
import * as users from './users'
import * as exams from './exams'
import * as exercises from './exercises'
import * as attempts from './attempts'
import * as interactiveAttempts from './interactive-attempts'
import * as choices from './choices'
import * as materials from './materials'
import * as offers from './offers'
import * as purchases from './purchases'
import * as vouchers from './vouchers'
import * as explanations from './explanations'
import * as admin from './admin'
import * as releases from './releases'
import type { Endpoint } from './endpoint'

function endpointsOf(module: Record<string, unknown>): Record<string, Endpoint> {
  return Object.fromEntries(
    Object.entries(module).filter(
      (entry): entry is [string, Endpoint] =>
        typeof entry[1] === 'object' && entry[1] !== null && 'method' in entry[1] && 'path' in entry[1],
    ),
  )
}

/**
 * Every call of the API, by resource. The API registers exactly these; a test keeps both sides in
 * step. A new resource module is added here and above.
 */
export const contract: Record<string, Record<string, Endpoint>> = {
  health: endpointsOf(health),
  users: endpointsOf(users),
  exams: endpointsOf(exams),
  exercises: endpointsOf(exercises),
  attempts: endpointsOf(attempts),
  interactiveAttempts: endpointsOf(interactiveAttempts),
  choices: endpointsOf(choices),
  materials: endpointsOf(materials),
  offers: endpointsOf(offers),
  purchases: endpointsOf(purchases),
  vouchers: endpointsOf(vouchers),
  explanations: endpointsOf(explanations),
  admin: endpointsOf(admin),
  releases: endpointsOf(releases),
}
