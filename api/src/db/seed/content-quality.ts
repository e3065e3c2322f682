import type { SeedExam, SeedExercise } from './seed-content'

/**
 * Editorial rules that look at the bank as a whole (content/README.md, "Keeping the bank honest"): a
 * candidate must not score by the shape of the options or by recognising a question seen elsewhere, and
 * every explanation must be about the answer it explains.
 */

const where = (exam: SeedExam, index: number) => `exam ${exam.slug}, exercise ${index + 1}`

// --- Length giveaways ---------------------------------------------------------------------------------

/** A fair exam reaches a count above this limit with less than this probability. */
const GIVEAWAY_PROBABILITY = 0.01

function binomialCoefficient(n: number, k: number): number {
  let result = 1
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i
  return result
}

/**
 * The largest count of n items a fair exam (each item in a given place by chance p) still reaches with
 * at least 1% probability; more than this is not chance. For 30 items and p = 1/4 it is 13.
 */
export function chanceLimit(n: number, p: number): number {
  let tail = 0
  for (let k = n; k > 0; k--) {
    tail += binomialCoefficient(n, k) * p ** k * (1 - p) ** (n - k)
    if (tail >= GIVEAWAY_PROBABILITY) return k
  }
  return 0
}

const LENGTH_PLACES = ['longest', 'second longest', 'second shortest', 'shortest']

/**
 * How many options are longer than the key, or undefined when another option is as long as the key: a tie
 * tells a candidate nothing.
 */
function keyLengthPlace(exercise: SeedExercise): number | undefined {
  const lengths = exercise.answers.map((answer) => answer.trim().length)
  const keyLength = lengths[exercise.correct]
  if (keyLength === undefined || lengths.filter((length) => length === keyLength).length > 1) return undefined
  return lengths.filter((length) => length > keyLength).length
}

/**
 * The key strictly in the same length place (longest, second longest, ...) in more items than chance
 * allows, with one key in `options` per item: a candidate could score by that place alone.
 */
export function lengthGiveaways(exam: SeedExam, options: number): string[] {
  const itemsByPlace = new Map<number, number[]>()
  exam.exercises.forEach((exercise, index) => {
    const place = keyLengthPlace(exercise)
    if (place === undefined) return
    const items = itemsByPlace.get(place) ?? []
    items.push(index + 1)
    itemsByPlace.set(place, items)
  })
  const limit = chanceLimit(exam.exercises.length, 1 / options)
  return [...itemsByPlace]
    .filter(([, items]) => items.length > limit)
    .map(
      ([place, items]) =>
        `exam ${exam.slug}: the key is strictly the ${LENGTH_PLACES[place] ?? `${place + 1}th longest`} option in ` +
        `${items.length} of ${exam.exercises.length} exercises (${items.join(', ')}); chance reaches more than ${limit} ` +
        `less than once in ${1 / GIVEAWAY_PROBABILITY} exams`,
    )
}

// --- Key sequences ------------------------------------------------------------------------------------

/** Two exams with the same sequence of key positions: a candidate who has seen one has the other's keys. */
export function sharedKeySequences(exams: SeedExam[]): string[] {
  const firstWith = new Map<string, string>()
  const problems: string[] = []
  for (const exam of exams) {
    const sequence = exam.exercises.map((exercise) => exercise.correct).join(',')
    const earlier = firstWith.get(sequence)
    if (earlier) problems.push(`exam ${exam.slug}: has the same sequence of key positions as exam ${earlier}`)
    else firstWith.set(sequence, exam.slug)
  }
  return problems
}

// --- Duplicate stems ----------------------------------------------------------------------------------

/**
 * Two stems whose content words overlap more than this (Jaccard) test the same sentence. In the bank the
 * pairs that reuse a sentence (a gap-fill and a spot-the-error item on it, or one with a phrase added)
 * score 0.67 or more, while the closest unrelated stems, short ones sharing two or three words such as
 * 'suspects' and 'arrested', score 0.6 at most.
 */
export const NEAR_DUPLICATE_SIMILARITY = 0.6

// Function words, and the instructions that many stems share ('Find the mistake', 'Choose the word ...').
const NON_CONTENT_WORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from as is are was were be been being am do does did have has had ' +
    'i you he she it we they me him her us them my your his its our their this that these those there here what which who ' +
    'whom whose when where why how not no nor so than then too very can could will would shall should may might must into ' +
    'onto about up out all any some s t ll d find mistake choose correct sentence word phrase closest opposite meaning'
  ).split(' '),
)

const QUOTE = /['"‘’“”]/

/**
 * The text a stem tests: the question, or, for a bare instruction such as 'Which sentence is correct?'
 * (no blank, no quoted sentence), the instruction with its options, which are the sentences tested.
 */
function stemText(exercise: SeedExercise): string {
  const { question, answers } = exercise
  return question.includes('___') || QUOTE.test(question)
    ? question
    : [question, ...[...answers].sort()].join(' ')
}

/** Lower-case words, apostrophes dropped ("don't" is one word), punctuation and blanks out. */
function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/['’]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
}

interface Stem {
  where: string
  text: string
  contentWords: Set<string>
}

function stemsOf(exams: SeedExam[]): Stem[] {
  return exams.flatMap((exam) =>
    exam.exercises.map((exercise, index) => {
      const words = wordsOf(stemText(exercise))
      return {
        where: where(exam, index),
        text: words.join(' '),
        contentWords: new Set(words.filter((word) => !NON_CONTENT_WORDS.has(word))),
      }
    }),
  )
}

/**
 * Exact and near duplicates across the bank. Only stems that share a content word are compared, through
 * an index of the words seen so far, so the bank is not compared pair by pair.
 */
export function duplicateStems(exams: SeedExam[]): string[] {
  const problems: string[] = []
  const firstWithText = new Map<string, string>()
  const stemsWithWord = new Map<string, number[]>()
  const stems = stemsOf(exams)
  stems.forEach((stem, current) => {
    const earlier = firstWithText.get(stem.text)
    if (earlier) problems.push(`${stem.where}: duplicates the stem of ${earlier}`)
    else firstWithText.set(stem.text, stem.where)

    const shared = new Map<number, number>()
    for (const word of stem.contentWords) {
      const withWord = stemsWithWord.get(word) ?? []
      for (const other of withWord) shared.set(other, (shared.get(other) ?? 0) + 1)
      withWord.push(current)
      stemsWithWord.set(word, withWord)
    }
    if (earlier) return
    for (const [other, common] of shared) {
      const similarity = common / (stem.contentWords.size + stems[other]!.contentWords.size - common)
      if (similarity > NEAR_DUPLICATE_SIMILARITY) {
        problems.push(
          `${stem.where}: nearly duplicates the stem of ${stems[other]!.where} (${similarity.toFixed(2)} of content words shared)`,
        )
      }
    }
  })
  return problems
}

// --- Explanations -------------------------------------------------------------------------------------

// Past forms whose stem differs from the base form an explanation usually quotes ('took' / 'take a photo').
const IRREGULAR_FORMS: Record<string, string> = {
  began: 'begin',
  begun: 'begin',
  bought: 'buy',
  broke: 'break',
  broken: 'break',
  came: 'come',
  caught: 'catch',
  chose: 'choose',
  did: 'do',
  done: 'do',
  drove: 'drive',
  driven: 'drive',
  fell: 'fall',
  felt: 'feel',
  fled: 'flee',
  forgot: 'forget',
  found: 'find',
  gave: 'give',
  given: 'give',
  gone: 'go',
  got: 'get',
  had: 'have',
  held: 'hold',
  hid: 'hide',
  hidden: 'hide',
  kept: 'keep',
  knew: 'know',
  known: 'know',
  led: 'lead',
  left: 'leave',
  lost: 'lose',
  made: 'make',
  met: 'meet',
  paid: 'pay',
  ran: 'run',
  rose: 'rise',
  said: 'say',
  saw: 'see',
  seen: 'see',
  sent: 'send',
  sold: 'sell',
  spent: 'spend',
  stole: 'steal',
  stolen: 'steal',
  stuck: 'stick',
  taken: 'take',
  thought: 'think',
  told: 'tell',
  took: 'take',
  went: 'go',
  won: 'win',
  worn: 'wear',
  wrote: 'write',
  written: 'write',
}

/** A crude stem, enough to match 'poses' with 'pose', 'begged' with 'beg' and 'tidied' with 'tidy'. */
function stemOf(word: string): string {
  let stem = IRREGULAR_FORMS[word] ?? word
  const suffix = ['ing', 'ed', 'es', 's', 'e'].find(
    (ending) => stem.endsWith(ending) && !stem.endsWith('ss') && stem.length - ending.length >= 3,
  )
  if (suffix) {
    stem = stem.slice(0, -suffix.length)
    const doubled = stem.length > 3 && stem.at(-1) === stem.at(-2) && !'lsz'.includes(stem.at(-1)!)
    if ((suffix === 'ing' || suffix === 'ed') && doubled) stem = stem.slice(0, -1)
  }
  return stem.replace(/[yi]$/, '')
}

/**
 * Grammar explanations name the form of a short key ('past perfect', 'to-infinitive') rather than
 * repeating its words; naming the form is naming the key there.
 */
const GRAMMATICAL_FORM =
  /present simple|present continuous|present perfect|past simple|past continuous|past perfect|future perfect|future continuous|future in the past|present tense|past tense|infinitive|-ing|gerund|participle|passive|conditional|backshift|word order|subjunctive|imperative|question tag|modal/i
const FORM_KEY_WORDS = 4

/**
 * Whether the explanation names the key: its text, or one of its content words (for a long key, its main
 * words), matched by stem; or, for a key of a few words, the grammatical form it is.
 */
export function explanationNamesKey(exercise: SeedExercise): boolean {
  const key = wordsOf(exercise.answers[exercise.correct] ?? '')
  const explanation = wordsOf(exercise.explanation)
  if (key.length === 0 || explanation.length === 0) return false
  if (` ${explanation.join(' ')} `.includes(` ${key.join(' ')} `)) return true
  const explanationStems = new Set(explanation.map(stemOf))
  const mainWords = key.filter((word) => !NON_CONTENT_WORDS.has(word))
  if ((mainWords.length > 0 ? mainWords : key).some((word) => explanationStems.has(stemOf(word)))) return true
  return key.length <= FORM_KEY_WORDS && GRAMMATICAL_FORM.test(exercise.explanation)
}

export function explanationsNotNamingTheKey(exam: SeedExam): string[] {
  return exam.exercises.flatMap((exercise, index) =>
    explanationNamesKey(exercise)
      ? []
      : [
          `${where(exam, index)}: the explanation does not name the key '${exercise.answers[exercise.correct]}'`,
        ],
  )
}

// --- Difficulty labels --------------------------------------------------------------------------------

const ABOVE_B1 = new Set(['B2', 'C1'])

function countAboveB1(exam: SeedExam): number {
  return exam.exercises.filter((exercise) => ABOVE_B1.has(exercise.level!)).length
}

/** The label the README's rule gives an exam whose items all carry a level; undefined when some do not. */
export function difficultyByLevels(exam: SeedExam): SeedExam['difficulty'] | undefined {
  if (exam.exercises.length === 0 || exam.exercises.some((exercise) => exercise.level === undefined))
    return undefined
  const share = countAboveB1(exam) / exam.exercises.length
  if (share < 0.2) return 'EASY'
  return share <= 0.5 ? 'MEDIUM' : 'HARD'
}

export function difficultyProblem(exam: SeedExam): string | undefined {
  const expected = difficultyByLevels(exam)
  if (!expected || expected === exam.difficulty) return undefined
  const above = countAboveB1(exam)
  return `exam ${exam.slug}: is labelled ${exam.difficulty}, but ${above} of its ${exam.exercises.length} items are above B1, which makes it ${expected}`
}
