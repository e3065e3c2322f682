import { Stack, Switch } from '@grile/shared/chakra'

export interface ReviewView {
  hideCorrect: boolean
  flaggedOnly: boolean
  stable: boolean
}

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(details) => onChange(details.checked)}>
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  )
}

export interface ReviewTogglesProps {
  view: ReviewView
  /** 'Enable stable shuffle' only for attempts of an exam (docs/pages.md#attempt-review). */
  offerStable: boolean
  onChange: (view: ReviewView) => void
}

/** What the review shows: all exercises or only the mistakes, or only flagged ones; seen or exam order. */
export function ReviewToggles({ view, offerStable, onChange }: ReviewTogglesProps) {
  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      gap={{ base: 3, md: 6 }}
      role="group"
      aria-label="Review options"
    >
      <Toggle
        label="Hide correct answers"
        checked={view.hideCorrect}
        onChange={(hideCorrect) => onChange({ ...view, hideCorrect })}
      />
      <Toggle
        label="Show flagged only"
        checked={view.flaggedOnly}
        onChange={(flaggedOnly) => onChange({ ...view, flaggedOnly })}
      />
      {offerStable ? (
        <Toggle
          label="Enable stable shuffle"
          checked={view.stable}
          onChange={(stable) => onChange({ ...view, stable })}
        />
      ) : null}
    </Stack>
  )
}

/** The choices the toggles let through, in the order given. */
export function visibleChoices<C extends { answer: { correct: boolean }; flaggedForReview: boolean }>(
  choices: C[],
  view: Pick<ReviewView, 'hideCorrect' | 'flaggedOnly'>,
): C[] {
  return choices.filter(
    (choice) =>
      (!view.hideCorrect || !choice.answer.correct) && (!view.flaggedOnly || choice.flaggedForReview),
  )
}
