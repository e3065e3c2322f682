import type { Difficulty, ExamTarget, ExamType } from './exams'
import type { MasteryLevel } from './mastery'

/** How each exam target is named in the interface (filters, forms, badges). */
export const EXAM_TARGET_LABELS: Readonly<Record<ExamTarget, string>> = {
  ACADEMY: 'Academy',
  CAMPINA: 'Campina',
}

/** How each exam type is named in the interface. */
export const EXAM_TYPE_LABELS: Readonly<Record<ExamType, string>> = { GENERAL: 'General', GRAMMAR: 'Grammar' }

/** How each difficulty is named in the interface. */
export const DIFFICULTY_LABELS: Readonly<Record<Difficulty, string>> = {
  EASY: 'Easy',
  MEDIUM: 'Medium',
  HARD: 'Hard',
}

/** How each mastery level is named (docs/product-rules.md#mastery). */
export const MASTERY_LEVEL_LABELS: Readonly<Record<MasteryLevel, string>> = {
  NOT_STARTED: 'Not started',
  WEAK: 'Weak',
  LEARNING: 'Learning',
  STRONG: 'Strong',
  MASTERED: 'Mastered',
}

/** A select's choices, in the order the labels are written: value and label. */
export interface LabelledOption<T extends string> {
  value: T
  label: string
}

function optionsOf<T extends string>(labels: Readonly<Record<T, string>>): readonly LabelledOption<T>[] {
  return (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }))
}

/** The exam targets as select options (Academy, Campina). */
export const EXAM_TARGET_OPTIONS = optionsOf(EXAM_TARGET_LABELS)
/** The exam types as select options (General, Grammar). */
export const EXAM_TYPE_OPTIONS = optionsOf(EXAM_TYPE_LABELS)
/** The difficulties as select options (Easy, Medium, Hard). */
export const DIFFICULTY_OPTIONS = optionsOf(DIFFICULTY_LABELS)

/** The letter an answer is shown with: a, b, c… (docs/product-rules.md#exam-content). */
export function answerLetter(index: number): string {
  return String.fromCharCode('a'.charCodeAt(0) + index)
}

/** An answer's label as printed before its text: a), b), c)… */
export function answerLabel(index: number): string {
  return `${answerLetter(index)})`
}
