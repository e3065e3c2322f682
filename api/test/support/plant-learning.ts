// Plants answers into a stopped server's embedded database, for the journeys of mastery and item analysis:
//   tsx test/support/plant-learning.ts <DATA_DIR>
// Prints what it planted as JSON. The demo teacher's pupils get a weak and a strong grammar topic; 30 students
// rated 1000 to 2450 answer one open exercise, the strong half choosing a distractor (its key looks wrong),
// and another with the strong students right (it discriminates well).
import { randomUUID } from 'node:crypto'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { openDatabase, type Database } from '../../src/db/client'
import { answers, exercises, interactiveAttempts, materialTopics, users } from '../../src/db/schema/index'
import { insertUser } from './fixtures'

const WEAK_TOPIC = 'Tenses'
const STRONG_TOPIC = 'Articles and Determiners'

interface PlantedExercise {
  id: string
  question: string
  answers: { id: string; correct: boolean }[]
}

/** Open exercises of a topic, canonical answers in order. */
async function exercisesOf(db: Database, topic: string, count: number): Promise<PlantedExercise[]> {
  const rows = await db
    .select({ id: exercises.id, question: exercises.question })
    .from(exercises)
    .innerJoin(materialTopics, eq(materialTopics.id, exercises.materialTopicId))
    .where(
      and(
        eq(materialTopics.name, topic),
        eq(exercises.forCustomersOnly, false),
        isNotNull(exercises.materialTopicId),
      ),
    )
    .orderBy(asc(exercises.question))
    .limit(count)
  if (rows.length < count)
    throw new Error(`The seeded bank has ${rows.length} open exercises on ${topic}, not ${count}`)
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      answers: await db
        .select({ id: answers.id, correct: answers.correct })
        .from(answers)
        .where(eq(answers.exerciseId, row.id))
        .orderBy(asc(answers.position)),
    })),
  )
}

/** One practice answer, `minutesAgo` before now. */
async function practise(
  db: Database,
  userId: string,
  exercise: PlantedExercise,
  right: boolean,
  minutesAgo: number,
) {
  const answer = exercise.answers.find((candidate) => candidate.correct === right)!
  await db.insert(interactiveAttempts).values({
    userId,
    exerciseId: exercise.id,
    answerId: answer.id,
    answersShuffleSeed: 1,
    sessionId: randomUUID(),
    correct: right,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  })
}

async function plant(dataDir: string) {
  const database = await openDatabase({ dataDir })
  try {
    const db = database.db
    const pupil = async (email: string) =>
      (await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email)))[0]!
    const ana = await pupil('ana.popescu@grile.ro')
    const mihai = await pupil('mihai.ionita@grile.ro')
    const weak = await exercisesOf(db, WEAK_TOPIC, 8)
    const strong = await exercisesOf(db, STRONG_TOPIC, 10)
    // Ana: 2 of 8 right on the tenses (weak), 10 of 10 on the articles (strong); Mihai the other way round.
    for (const [index, exercise] of weak.entries()) {
      await practise(db, ana.id, exercise, index < 2, 200 - index)
      await practise(db, mihai.id, exercise, index < 7, 200 - index)
    }
    for (const [index, exercise] of strong.entries()) {
      await practise(db, ana.id, exercise, true, 100 - index)
      await practise(db, mihai.id, exercise, index < 4, 100 - index)
    }

    // Item analysis: two exercises of another topic, answered once by each of 30 students.
    const [doubtful, discriminating] = await exercisesOf(db, 'Prepositions', 2)
    for (let index = 0; index < 30; index++) {
      const student = await insertUser(db, {
        rating: 1000 + 50 * index,
        name: `Planted student ${index + 1}`,
      })
      const strongHalf = index >= 15
      const distractor = doubtful!.answers.find((answer) => !answer.correct)!
      await db.insert(interactiveAttempts).values({
        userId: student.userId,
        exerciseId: doubtful!.id,
        answerId: strongHalf ? distractor.id : doubtful!.answers.find((answer) => answer.correct)!.id,
        answersShuffleSeed: 1,
        sessionId: randomUUID(),
        correct: !strongHalf,
      })
      await practise(db, student.userId, discriminating!, index >= 10, 1)
    }
    return {
      weakTopic: WEAK_TOPIC,
      strongTopic: STRONG_TOPIC,
      pupils: [ana.name, mihai.name],
      doubtful: doubtful!.question,
      discriminating: discriminating!.question,
    }
  } finally {
    await database.close()
  }
}

const dataDir = process.argv[2]
if (!dataDir) throw new Error('Usage: tsx test/support/plant-learning.ts <DATA_DIR>')
console.log(JSON.stringify(await plant(dataDir)))
