import { admin, type ItemFlag } from '@grile/shared/contract'

/** A share 0 to 1 as a whole percentage. */
export const percent = (share: number) => `${Math.round(share * 100)}%`

/** A discrimination -1 to 1 with two decimals and its sign. */
export function signedFigure(value: number): string {
  const fixed = value.toFixed(2)
  if (fixed === '0.00' || fixed === '-0.00') return '0.00'
  return value > 0 ? `+${fixed}` : fixed
}

const { tooHardBelow, tooEasyAbove } = admin.ITEM_ANALYSIS

/** A flag's words (docs/product-rules.md#item-analysis): a badge shows the label, never a colour alone. */
export const FLAG_TEXTS: Record<ItemFlag, { label: string; description: string; colorPalette: string }> = {
  keyDoubtful: {
    label: 'Key doubtful',
    description: 'Strong students choose another answer more often than the key.',
    colorPalette: 'red',
  },
  tooHard: {
    label: 'Too hard',
    description: `Fewer than ${percent(tooHardBelow)} of the students choose the key.`,
    colorPalette: 'orange',
  },
  tooEasy: {
    label: 'Too easy',
    description: `More than ${percent(tooEasyAbove)} of the students choose the key.`,
    colorPalette: 'purple',
  },
}
