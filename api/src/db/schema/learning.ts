import {
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, timestampColumn } from './columns'
import { users } from './users'

export const examTarget = pgEnum('exam_target', ['ACADEMY', 'CAMPINA'])
export const examType = pgEnum('exam_type', ['GENERAL', 'GRAMMAR'])
export const difficulty = pgEnum('difficulty', ['EASY', 'MEDIUM', 'HARD'])

export const materialTopics = pgTable('material_topics', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
})

export const materials = pgTable(
  'materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key of seeded lessons (null for lessons created by admins). */
    slug: text('slug').unique(),
    title: text('title').notNull(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => materialTopics.id),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('materials_topic_idx').on(table.topicId)],
)

export const materialStudies = pgTable(
  'material_studies',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    materialId: uuid('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    studiedAt: timestampColumn('studied_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.materialId] })],
)

/** A reading text shared by the exercises that ask about it (seeded; keyed by its slug). */
export const passages = pgTable('passages', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  /** Paragraphs separated by a blank line. */
  text: text('text').notNull(),
})

/**
 * Which version of each shipped exam and lesson the database holds (a fingerprint of its seed file), so a
 * content release writes only what changed and never brings back what an administrator deleted.
 */
export const seedReleases = pgTable(
  'seed_releases',
  {
    kind: text('kind', { enum: ['exam', 'material'] }).notNull(),
    slug: text('slug').notNull(),
    fingerprint: text('fingerprint').notNull(),
    appliedAt: timestampColumn('applied_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.slug] })],
)

export const exercises = pgTable(
  'exercises',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    question: text('question').notNull(),
    /** The authored explanation of why the right answer is right (the default AI tutor uses it). */
    explanation: text('explanation').notNull().default(''),
    examTarget: examTarget('exam_target').notNull(),
    examType: examType('exam_type').notNull(),
    difficulty: difficulty('difficulty').notNull(),
    materialTopicId: uuid('material_topic_id').references(() => materialTopics.id),
    /** The reading text the question is about, shown above it. */
    passageId: uuid('passage_id').references(() => passages.id),
    forCustomersOnly: boolean('for_customers_only').notNull().default(false),
    rating: doublePrecision('rating').notNull().default(1500),
    ratingDeviation: doublePrecision('rating_deviation').notNull().default(350),
    ratingVolatility: doublePrecision('rating_volatility').notNull().default(0.06),
    createdAt: createdAt(),
  },
  (table) => [
    index('exercises_filter_idx').on(table.examTarget, table.examType, table.difficulty),
    index('exercises_topic_idx').on(table.materialTopicId),
    // The pick at the student's level descends it to a random rating (docs/decisions/0032-adaptive-pick.md).
    index('exercises_rating_idx').on(table.rating, table.id),
  ],
)

export const answers = pgTable(
  'answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    /** Canonical order (a, b, c, d) before any shuffle. */
    position: integer('position').notNull(),
    text: text('text').notNull(),
    correct: boolean('correct').notNull().default(false),
  },
  (table) => [uniqueIndex('answers_exercise_position_idx').on(table.exerciseId, table.position)],
)

export const exams = pgTable(
  'exams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').unique(),
    title: text('title').notNull(),
    /** A full paper in the school's admission format, listed first (docs/product-rules.md#mock-papers). */
    mockPaper: boolean('mock_paper').notNull().default(false),
    examTarget: examTarget('exam_target').notNull(),
    examType: examType('exam_type').notNull(),
    difficulty: difficulty('difficulty').notNull(),
    forCustomersOnly: boolean('for_customers_only').notNull().default(false),
    materialId: uuid('material_id').references(() => materials.id, { onDelete: 'set null' }),
    /** A generated exam belongs to the user who generated it and is never listed. */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('exams_filter_idx').on(table.examTarget, table.examType, table.difficulty),
    index('exams_material_idx').on(table.materialId),
    index('exams_owner_idx').on(table.ownerUserId),
  ],
)

export const examExercises = pgTable(
  'exam_exercises',
  {
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id),
    /** Canonical order of the exercise in the exam. */
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.examId, table.position] }),
    index('exam_exercises_exercise_idx').on(table.exerciseId),
  ],
)

export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    /** The client's idempotency key: one attempt per user and session. */
    sessionId: uuid('session_id').notNull(),
    exercisesShuffleSeed: integer('exercises_shuffle_seed').notNull(),
    grade: numeric('grade', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    correctChoicesCount: integer('correct_choices_count').notNull(),
    incorrectChoicesCount: integer('incorrect_choices_count').notNull(),
    durationInSeconds: integer('duration_in_seconds').notNull(),
    finishedOn: timestampColumn('finished_on').notNull().defaultNow(),
    flaggedForReview: boolean('flagged_for_review').notNull().default(false),
    reviewedOn: timestampColumn('reviewed_on'),
  },
  (table) => [
    uniqueIndex('attempts_user_session_idx').on(table.userId, table.sessionId),
    index('attempts_user_finished_idx').on(table.userId, table.finishedOn),
    index('attempts_user_exam_idx').on(table.userId, table.examId, table.finishedOn),
  ],
)

export const choices = pgTable(
  'choices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id),
    answerId: uuid('answer_id')
      .notNull()
      .references(() => answers.id),
    answersShuffleSeed: integer('answers_shuffle_seed').notNull(),
    /** Order the exercise was shown in. */
    position: integer('position').notNull(),
    correct: boolean('correct').notNull(),
    flaggedForReview: boolean('flagged_for_review').notNull().default(false),
  },
  (table) => [index('choices_attempt_idx').on(table.attemptId, table.position)],
)

export const interactiveAttempts = pgTable(
  'interactive_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id),
    answerId: uuid('answer_id')
      .notNull()
      .references(() => answers.id),
    answersShuffleSeed: integer('answers_shuffle_seed').notNull(),
    sessionId: uuid('session_id').notNull(),
    correct: boolean('correct').notNull(),
    /** The user had a card for this exercise due at answer time (docs/product-rules.md#review-of-mistakes). */
    review: boolean('review').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('interactive_attempts_user_session_idx').on(table.userId, table.sessionId),
    index('interactive_attempts_user_created_idx').on(table.userId, table.createdAt),
    index('interactive_attempts_exercise_created_idx').on(table.exerciseId, table.createdAt),
  ],
)

/** Per user and exercise: what the random pick, "not attempted" filters and mistakes practice need. */
export const exerciseProgress = pgTable(
  'exercise_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    firstAnsweredAt: timestampColumn('first_answered_at').notNull().defaultNow(),
    lastAnsweredAt: timestampColumn('last_answered_at').notNull().defaultNow(),
    lastCorrect: boolean('last_correct').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.exerciseId] }),
    index('exercise_progress_user_last_idx').on(table.userId, table.lastAnsweredAt),
  ],
)

/** Explanations from an external AI provider, cached per exercise and chosen answer. */
export const explanationCache = pgTable(
  'explanation_cache',
  {
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    answerId: uuid('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.exerciseId, table.answerId] })],
)
