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
  /**
   * On a phone, the filter is open (it is one line until opened). Remembered, so that the page opens as it was
   * left and as the copy kept of it shows it (decision 0037), without moving.
   */
  filterOpen: boolean
  setFilter: (change: Partial<PracticeFilter>) => void
  setChooseImmediately: (chooseImmediately: boolean) => void
  setOnlyMistakes: (onlyMistakes: boolean) => void
  setDueForReview: (dueForReview: boolean) => void
  setFilterOpen: (filterOpen: boolean) => void
}

/** The interactive page's filter and switches, remembered in this browser. */
export const useInteractiveSettingsStore = create<InteractiveSettingsState>()(
  persist(
    (set) => ({
      filter: {},
      chooseImmediately: false,
      onlyMistakes: false,
      dueForReview: false,
      filterOpen: false,
      setFilter: (change) => set((state) => ({ filter: { ...state.filter, ...change } })),
      setChooseImmediately: (chooseImmediately) => set({ chooseImmediately }),
      setOnlyMistakes: (onlyMistakes) => set({ onlyMistakes }),
      setDueForReview: (dueForReview) => set({ dueForReview }),
      setFilterOpen: (filterOpen) => set({ filterOpen }),
    }),
    {
      name: 'grile.interactive',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ filter, chooseImmediately, onlyMistakes, dueForReview, filterOpen }) => ({
        filter,
        chooseImmediately,
        onlyMistakes,
        dueForReview,
        filterOpen,
      }),
    },
  ),
)
