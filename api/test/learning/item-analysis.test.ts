import { randomUUID } from 'node:crypto'
import type { ItemAnalysisDto, ItemAnalysisListItemDto } from '@grile/shared/contract'
import type { Database } from '../../src/db/client'
import { attempts, choices, interactiveAttempts } from '../../src/db/schema/index'
import { createTestApp, type TestApp } from '../support/test-app'
import {
  insertAdmin,
  insertExam,
  insertUser,
  requester,
  type FixtureExam,
  type FixtureExercise,
  type FixtureUser,
} from '../support/fixtures'
import { expectProblem } from '../support/problems'

/**
 * Item analysis (docs/product-rules.md#item-analysis): answers are planted straight into the tables, by
 * students whose ratings are known, so that every figure can be worked out by hand.
 *
 * 30 students rated 1000 to 2450 (index 0 the weakest); the strong and the weak groups hold ceil(30 × 0.27)
 * = 9 each. The first exam's four exercises are answered in one exam attempt each (and then again in
 * practice, which must not count):
 * - wrong key: the key is a); the 15 strongest choose b), the 15 weakest a) → facility 0.5, strong 0/9,
 *   weak 9/9, discrimination -1, key doubtful;
 * - easy: all right but the weakest → facility 29/30, strong 9/9, weak 8/9, discrimination 1/9, too easy;
 * - good: the 20 strongest right → facility 20/30, strong 9/9, weak 0/9, discrimination 1;
 * - flat: every third student wrong (indexes 2, 5, 8…) → facility 20/30, strong 6/9, weak 6/9,
 *   discrimination 0.
 * The second exam's two exercises are answered in practice only: hard (20 students, 3 right: facility 0.15,
 * too hard; its strong group, the 6 strongest of those 20, chose the key 3 times and a distractor 3 times,
 * not more) and few (19 students: no figures).
 */

const STUDENTS = 30
const ratingOf = (index: number) => 1000 + 50 * index

describe('item analysis', () => {
  let t: TestApp
  let db: Database
  let call: ReturnType<typeof requester>['call']
  let admin: FixtureUser
  let user: FixtureUser
  let students: FixtureUser[]
  let bank: FixtureExam
  let practice: FixtureExam
  let wrongKey: FixtureExercise
  let easy: FixtureExercise
  let good: FixtureExercise
  let flat: FixtureExercise
  let hard: FixtureExercise
  let few: FixtureExercise

  const EXAM_TIME = new Date('2026-03-01T08:00:00Z')
  const LATER = new Date('2026-03-02T08:00:00Z')

  /** One exam attempt of a student with the given choice per exercise. */
  async function examAnswers(student: FixtureUser, exam: FixtureExam, picks: string[]) {
    const [attempt] = await db
      .insert(attempts)
      .values({
        userId: student.userId,
        examId: exam.id,
        sessionId: randomUUID(),
        exercisesShuffleSeed: 1,
        grade: 5,
        correctChoicesCount: 0,
        incorrectChoicesCount: 0,
        durationInSeconds: 60,
        finishedOn: EXAM_TIME,
      })
      .returning({ id: attempts.id })
    await db.insert(choices).values(
      exam.exercises.map((exercise, position) => ({
        attemptId: attempt!.id,
        exerciseId: exercise.id,
        answerId: picks[position]!,
        answersShuffleSeed: 11,
        position,
        correct: picks[position] === exercise.correctAnswerId,
      })),
    )
  }

  async function practiceAnswer(student: FixtureUser, exercise: FixtureExercise, answerId: string, at: Date) {
    await db.insert(interactiveAttempts).values({
      userId: student.userId,
      exerciseId: exercise.id,
      answerId,
      answersShuffleSeed: 5,
      sessionId: randomUUID(),
      correct: answerId === exercise.correctAnswerId,
      createdAt: at,
    })
  }

  beforeAll(async () => {
    t = await createTestApp()
    db = t.database.db
    call = requester(t).call
    admin = await insertAdmin(db)
    user = await insertUser(db)
    students = []
    // Inserted in a shuffled order, so that nothing rests on the order of the rows.
    for (const index of [...Array(STUDENTS).keys()].sort(
      (a, b) => ((a * 7) % STUDENTS) - ((b * 7) % STUDENTS),
    )) {
      students[index] = await insertUser(db, { rating: ratingOf(index) })
    }
    // Correct answers are a), b), c), d) for the exercises 1 to 4 of an exam (the fixture's rule).
    bank = await insertExam(db, { exerciseCount: 4, title: 'Bank items' })
    practice = await insertExam(db, { exerciseCount: 2, title: 'Practice items' })
    ;[wrongKey, easy, good, flat] = bank.exercises as [
      FixtureExercise,
      FixtureExercise,
      FixtureExercise,
      FixtureExercise,
    ]
    ;[hard, few] = practice.exercises as [FixtureExercise, FixtureExercise]

    for (let index = 0; index < STUDENTS; index++) {
      const student = students[index]!
      const right = (exercise: FixtureExercise, isRight: boolean) =>
        isRight ? exercise.correctAnswerId : exercise.wrongAnswerId
      await examAnswers(student, bank, [
        index >= 15 ? wrongKey.answerIds[1]! : wrongKey.correctAnswerId,
        right(easy, index > 0),
        right(good, index >= 10),
        right(flat, index % 3 !== 2),
      ])
      // Practised again later, the other way round: only each student's first answer counts.
      await practiceAnswer(
        student,
        wrongKey,
        index >= 15 ? wrongKey.correctAnswerId : wrongKey.answerIds[1]!,
        LATER,
      )
      await practiceAnswer(student, good, right(good, index < 10), LATER)
      if (index < 20) await practiceAnswer(student, hard, right(hard, index >= 17), EXAM_TIME)
      if (index < 19) await practiceAnswer(student, few, few.correctAnswerId, EXAM_TIME)
    }
  })
  afterAll(() => t.close())

  const list = async (query: string) => {
    const response = await call(admin, 'GET', `/api/v1/exercises/item-analysis${query}`)
    expect(response.statusCode).toBe(200)
    return response.json<{
      content: ItemAnalysisListItemDto[]
      page: { totalElements: number; totalPages: number }
    }>()
  }
  const ids = (items: { id: string }[]) => items.map((item) => item.id)

  describe('GET /v1/exercises/{id}/item-analysis', () => {
    const analysis = async (exercise: FixtureExercise) => {
      const response = await call(admin, 'GET', `/api/v1/exercises/${exercise.id}/item-analysis`)
      expect(response.statusCode).toBe(200)
      return response.json<ItemAnalysisDto>()
    }

    it('flags an exercise whose key strong students reject, with negative discrimination and shares per canonical answer', async () => {
      const result = await analysis(wrongKey)
      expect(result.answersCount).toBe(30)
      const figures = result.figures!
      expect(figures.flags).toEqual(['keyDoubtful'])
      expect(figures.facility).toBeCloseTo(0.5)
      expect(figures.discrimination).toBeCloseTo(-1)
      expect(figures.groupSize).toBe(9)
      expect(figures.strongFacility).toBe(0)
      expect(figures.weakFacility).toBe(1)
      expect(figures.answers.map((answer) => answer.answerId)).toEqual(wrongKey.answerIds)
      expect(figures.answers.map((answer) => answer.correct)).toEqual([true, false, false, false])
      expect(figures.answers.map((answer) => answer.share)).toEqual([0.5, 0.5, 0, 0])
      expect(figures.answers.map((answer) => answer.strongShare)).toEqual([0, 1, 0, 0])
      expect(figures.answers.map((answer) => answer.weakShare)).toEqual([1, 0, 0, 0])
    })

    it('flags an exercise almost everybody gets right, and one almost nobody does', async () => {
      const easyFigures = (await analysis(easy)).figures!
      expect(easyFigures.flags).toEqual(['tooEasy'])
      expect(easyFigures.facility).toBeCloseTo(29 / 30)
      expect(easyFigures.discrimination).toBeCloseTo(1 / 9)

      const hardResult = await analysis(hard)
      expect(hardResult.answersCount).toBe(20)
      expect(hardResult.figures!.flags).toEqual(['tooHard'])
      expect(hardResult.figures!.facility).toBeCloseTo(0.15)
    })

    it('leaves a good exercise unflagged', async () => {
      const figures = (await analysis(good)).figures!
      expect(figures.flags).toEqual([])
      expect(figures.facility).toBeCloseTo(20 / 30)
      expect(figures.discrimination).toBeCloseTo(1)
    })

    it('gives no figures below the minimum count of answers, only the count', async () => {
      expect(await analysis(few)).toEqual({ exerciseId: few.id, answersCount: 19, figures: null })
    })

    it('gives an exercise nobody answered its zero count', async () => {
      const unanswered = (await insertExam(db, { exerciseCount: 1, title: 'Unanswered items' })).exercises[0]!
      expect(await analysis(unanswered)).toEqual({
        exerciseId: unanswered.id,
        answersCount: 0,
        figures: null,
      })
    })

    it('answers 404 for an exercise that does not exist and 400 for an id that is no uuid', async () => {
      const missing = await call(admin, 'GET', `/api/v1/exercises/${randomUUID()}/item-analysis`)
      expectProblem(missing, 404)
      const bad = await call(admin, 'GET', '/api/v1/exercises/not-a-uuid/item-analysis')
      expectProblem(bad, 400)
    })

    it('is for administrators only', async () => {
      const url = `/api/v1/exercises/${wrongKey.id}/item-analysis`
      expect((await call(user, 'GET', url)).statusCode).toBe(403)
      expect((await call(null, 'GET', url)).statusCode).toBe(401)
    })
  })

  describe('GET /v1/exercises/item-analysis', () => {
    it('lists exercises by discrimination, lowest first, those without figures last', async () => {
      const result = await list('?sort=discrimination')
      expect(ids(result.content.slice(0, 5))).toEqual([wrongKey.id, flat.id, easy.id, hard.id, good.id])
      expect(result.content.slice(5).every((item) => item.figures === null)).toBe(true)
      const first = result.content[0]!
      expect(first).toMatchObject({ question: wrongKey.question, examTarget: 'ACADEMY', answersCount: 30 })
      expect(first.figures).toEqual({ facility: 0.5, discrimination: -1, flags: ['keyDoubtful'] })
      expect(result.content.find((item) => item.id === few.id)).toMatchObject({
        answersCount: 19,
        figures: null,
      })
    })

    it('sorts the other way, by facility and by answers', async () => {
      expect(ids((await list('?sort=discrimination&direction=desc')).content.slice(0, 5))).toEqual([
        good.id,
        hard.id,
        easy.id,
        flat.id,
        wrongKey.id,
      ])
      const byFacility = ids((await list('?sort=facility')).content.slice(0, 5))
      expect(byFacility[0]).toBe(hard.id)
      expect(byFacility.at(-1)).toBe(easy.id)
      const byAnswers = (await list('?sort=answers')).content
      expect(byAnswers.map((item) => item.answersCount).slice(0, 6)).toEqual([30, 30, 30, 30, 20, 19])
    })

    it('lists only the suspicious exercises when asked', async () => {
      const result = await list('?flagged=true&sort=discrimination')
      expect(ids(result.content)).toEqual([wrongKey.id, easy.id, hard.id])
      expect(result.page.totalElements).toBe(3)
    })

    it('narrows the list by a fragment of the question', async () => {
      const result = await list('?questionFragment=practice%20items&sort=answers')
      expect(ids(result.content)).toEqual([hard.id, few.id])
      expect(result.page).toMatchObject({ totalElements: 2, totalPages: 1 })
      const past = await list('?questionFragment=practice%20items&pageNumber=3')
      expect(past.content).toEqual([])
      expect(past.page.totalElements).toBe(2)
    })

    it('follows a corrected key at once', async () => {
      const exerciseId = wrongKey.id
      const edited = await call(admin, 'PUT', `/api/v1/exercises/${exerciseId}`, {
        question: wrongKey.question,
        answers: wrongKey.answerIds.map((id, index) => ({
          id,
          text: `answer ${index}`,
          correct: index === 1,
        })),
      })
      expect(edited.statusCode).toBe(204)
      const [first] = (await list('?questionFragment=bank%20items&sort=discrimination&direction=desc'))
        .content
      expect(first).toMatchObject({
        id: exerciseId,
        figures: { facility: 0.5, discrimination: 1, flags: [] },
      })
      // Back as it was, for the other tests.
      await call(admin, 'PUT', `/api/v1/exercises/${exerciseId}`, {
        question: wrongKey.question,
        answers: wrongKey.answerIds.map((id, index) => ({
          id,
          text: `answer ${index}`,
          correct: index === 0,
        })),
      })
    })

    it.each([
      ['sort=rating', 'querystring.sort'],
      ['direction=up', 'querystring.direction'],
      ['flagged=yes', 'querystring.flagged'],
      ['questionFragment=ab', 'querystring.questionFragment'],
      ['pageNumber=-1', 'querystring.pageNumber'],
    ])('refuses %s with a problem naming %s', async (query, field) => {
      const response = await call(admin, 'GET', `/api/v1/exercises/item-analysis?${query}`)
      expectProblem(response, 400, { errors: expect.arrayContaining([expect.objectContaining({ field })]) })
    })

    it('is for administrators only', async () => {
      expect((await call(user, 'GET', '/api/v1/exercises/item-analysis')).statusCode).toBe(403)
      expect((await call(null, 'GET', '/api/v1/exercises/item-analysis')).statusCode).toBe(401)
    })
  })
})
