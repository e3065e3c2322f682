import { useStore } from 'zustand'
import { createStore, type StoreApi } from 'zustand/vanilla'

export interface AnswerState {
  /** exercise id → chosen answer id */
  answers: Record<string, string>
  /** Index of the exercise the keyboard answers. */
  current: number
  select: (exerciseId: string, answerId: string) => void
  setCurrent: (index: number) => void
}

export type AnswerStore = StoreApi<AnswerState>

/**
 * The answers of one attempt, outside React state: each card subscribes to its own answer, so
 * choosing one re-renders that card and the counters only, never the whole exam.
 */
export function createAnswerStore(answers: Record<string, string> = {}, current = 0): AnswerStore {
  return createStore<AnswerState>()((set) => ({
    answers,
    current,
    select: (exerciseId, answerId) =>
      set((state) =>
        state.answers[exerciseId] === answerId
          ? state
          : { answers: { ...state.answers, [exerciseId]: answerId } },
      ),
    setCurrent: (index) => set((state) => (state.current === index ? state : { current: index })),
  }))
}

export function useAnswerStore<T>(store: AnswerStore, selector: (state: AnswerState) => T): T {
  return useStore(store, selector)
}

export function answeredCountOf(
  answers: Record<string, string>,
  exercises: readonly { id: string }[],
): number {
  return exercises.reduce((count, exercise) => count + (answers[exercise.id] ? 1 : 0), 0)
}
