import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { Difficulty, ExamTarget, ExamType } from '@grile/shared/contract'

export interface PracticeFilter {
  examTarget?: ExamTarget
  examType?: ExamType
  difficulty?: Difficulty
  materialTopicId?: string
}

interface InteractiveSettingsState {
  filter: PracticeFilter
  /** Choosing an answer submits it at once. */
  chooseImmediately: boolean
  /** Draw only from exercises answered wrongly and not answered right since. */
  onlyMistakes: boolean
  /** Serve the reviews of past mistakes due now first (docs/product-rules.md#review-of-mistakes). */
  dueForReview: boolean
  setFilter: (change: Partial<PracticeFilter>) => void
  setChooseImmediately: (chooseImmediately: boolean) => void
  setOnlyMistakes: (onlyMistakes: boolean) => void
  setDueForReview: (dueForReview: boolean) => void
}

/** The interactive page's filter and switches, remembered in this browser. */
export const useInteractiveSettingsStore = create<InteractiveSettingsState>()(
  persist(
    (set) => ({
      filter: {},
      chooseImmediately: false,
      onlyMistakes: false,
      dueForReview: false,
      setFilter: (change) => set((state) => ({ filter: { ...state.filter, ...change } })),
      setChooseImmediately: (chooseImmediately) => set({ chooseImmediately }),
      setOnlyMistakes: (onlyMistakes) => set({ onlyMistakes }),
      setDueForReview: (dueForReview) => set({ dueForReview }),
    }),
    {
      name: 'grile.interactive',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ filter, chooseImmediately, onlyMistakes, dueForReview }) => ({
        filter,
        chooseImmediately,
        onlyMistakes,
        dueForReview,
      }),
    },
  ),
)
