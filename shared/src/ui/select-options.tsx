import type { LabelledOption } from '@grile/shared/contract'

/** The <option>s of a native select, one per labelled value (targets, types, difficulties…). */
export function SelectOptions({ options }: { options: readonly LabelledOption<string>[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ))
}
