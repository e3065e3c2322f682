import { Badge } from '@grile/shared/chakra'

/** EASY green, MEDIUM no chip, HARD or any other value red (docs/pages.md#exam-table). */
export function difficultyChipPalette(difficulty: string): 'green' | 'red' | undefined {
  if (difficulty === 'MEDIUM') return undefined
  return difficulty === 'EASY' ? 'green' : 'red'
}

export function DifficultyChip({ difficulty }: { difficulty: string }) {
  const palette = difficultyChipPalette(difficulty)
  if (!palette) return null
  return (
    <Badge colorPalette={palette} variant="subtle" data-testid="difficulty-chip">
      {difficulty}
    </Badge>
  )
}

export function NewChip() {
  return (
    <Badge colorPalette="blue" variant="solid" data-testid="new-chip">
      NEW
    </Badge>
  )
}

/** Marks a full paper in the school's admission format (docs/pages.md#exam-table). */
export function MockPaperChip() {
  return (
    <Badge colorPalette="purple" variant="subtle" data-testid="mock-paper-chip">
      Mock paper
    </Badge>
  )
}
