import { examTextLineCount, parseExamText, renderExamText, type ExamTextExercise } from '../exam-text'

function validLines(): string[] {
  return Array.from({ length: 30 }, (_, n) => [
    `Question ${n + 1}: she ___ here since 2019.`,
    'a) lives',
    'b) has lived',
    'c) is living',
    'd) lived',
    'abcd'[n % 4] as string,
  ]).flat()
}

function withLine(lineNumber: number, text: string): string {
  const lines = validLines()
  lines[lineNumber - 1] = text
  return lines.join('\n')
}

describe('parseExamText', () => {
  it('reads 30 exercises with four answers and the index of the correct one', () => {
    const result = parseExamText(validLines().join('\n'))
    if (!result.ok) throw new Error(result.message)
    expect(result.exercises).toHaveLength(30)
    expect(result.exercises[0]).toEqual({
      question: 'Question 1: she ___ here since 2019.',
      answers: ['lives', 'has lived', 'is living', 'lived'],
      correct: 0,
    })
    expect(result.exercises.slice(0, 4).map((exercise) => exercise.correct)).toEqual([0, 1, 2, 3])
  })

  it('accepts Windows line breaks, one trailing line break, capital letters and surrounding spaces', () => {
    const lines = validLines()
    lines[5] = '  B  '
    lines[1] = '  A)   lives  '
    const result = parseExamText(`${lines.join('\r\n')}\r\n`)
    if (!result.ok) throw new Error(result.message)
    expect(result.exercises[0]?.correct).toBe(1)
    expect(result.exercises[0]?.answers[0]).toBe('lives')
  })

  it.each([
    ['one line missing', validLines().slice(1).join('\n')],
    ['one line too many', [...validLines(), 'extra'].join('\n')],
    ['an empty text', ''],
    ['two trailing blank lines', `${validLines().join('\n')}\n\n`],
  ])('refuses %s: must be exactly 180 lines', (_case, text) => {
    expect(parseExamText(text)).toEqual({ ok: false, line: null, message: 'must be exactly 180 lines' })
  })

  it('names the line of a missing correct letter', () => {
    expect(parseExamText(withLine(12, ''))).toEqual({
      ok: false,
      line: 12,
      message: 'Line 12: expected the letter of the correct answer (a, b, c or d)',
    })
  })

  it('names the line of a correct letter outside a to d', () => {
    expect(parseExamText(withLine(6, 'e'))).toMatchObject({
      ok: false,
      line: 6,
      message: 'Line 6: expected the letter of the correct answer (a, b, c or d)',
    })
  })

  it('names the line of an empty answer', () => {
    expect(parseExamText(withLine(9, 'b)   '))).toEqual({
      ok: false,
      line: 9,
      message: 'Line 9: answer b) must not be empty',
    })
  })

  it('names the line of an answer that is too long', () => {
    expect(parseExamText(withLine(4, `c) ${'x'.repeat(257)}`))).toEqual({
      ok: false,
      line: 4,
      message: 'Line 4: answer c) must not be longer than 256 characters',
    })
  })

  it('names the line of answers out of order or without their letter', () => {
    expect(parseExamText(withLine(3, 'c) has lived'))).toMatchObject({
      line: 3,
      message: "Line 3: expected answer b) to start with 'b)'",
    })
    expect(parseExamText(withLine(5, 'lived'))).toMatchObject({
      line: 5,
      message: "Line 5: expected answer d) to start with 'd)'",
    })
  })

  it('names the line of a question that is too long or too short', () => {
    expect(parseExamText(withLine(7, 'Q'.repeat(513)))).toEqual({
      ok: false,
      line: 7,
      message: 'Line 7: the question must not be longer than 512 characters',
    })
    expect(parseExamText(withLine(13, 'Why'))).toEqual({
      ok: false,
      line: 13,
      message: 'Line 13: the question must be longer than 5 characters',
    })
  })

  it('says where a block starts with an answer instead of a question', () => {
    expect(parseExamText(withLine(1, 'a) lives'))).toMatchObject({
      line: 1,
      message: 'Line 1: expected a question, found an answer',
    })
  })

  it('reports the first bad line when there are several', () => {
    const lines = validLines()
    lines[40] = 'b)'
    lines[100] = 'z'
    expect(parseExamText(lines.join('\n'))).toMatchObject({ line: 41 })
  })
})

describe('renderExamText', () => {
  it('writes the text parseExamText reads back into the same exercises', () => {
    const exercises: ExamTextExercise[] = Array.from({ length: 30 }, (_, n) => ({
      question: `Which word completes sentence ${n}?`,
      answers: [`w${n}a`, `w${n}b`, `w${n}c`, `w${n}d`],
      correct: (n * 7) % 4,
    }))
    const text = renderExamText(exercises)
    expect(text.split('\n')).toHaveLength(180)
    expect(text.split('\n').slice(0, 6)).toEqual([
      'Which word completes sentence 0?',
      'a) w0a',
      'b) w0b',
      'c) w0c',
      'd) w0d',
      'a',
    ])
    expect(parseExamText(text)).toEqual({ ok: true, exercises })
  })
})

describe('examTextLineCount', () => {
  it('counts lines as parseExamText does: one trailing line break is not a line', () => {
    expect(examTextLineCount('')).toBe(0)
    expect(examTextLineCount('one')).toBe(1)
    expect(examTextLineCount('one\n')).toBe(1)
    expect(examTextLineCount('one\n\n')).toBe(2)
    expect(examTextLineCount('one\r\ntwo\rthree')).toBe(3)
    const text = validLines().join('\n')
    expect(examTextLineCount(`${text}\n`)).toBe(180)
    expect(parseExamText(`${text}\n`).ok).toBe(true)
    expect(examTextLineCount(`${text}\n\n`)).toBe(181)
    expect(parseExamText(`${text}\n\n`).ok).toBe(false)
  })
})
