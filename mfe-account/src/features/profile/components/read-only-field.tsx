import { Field, Input } from '@grile/shared/chakra'

export interface ReadOnlyFieldProps {
  label: string
  value: string | number
  hint?: string
  monospace?: boolean
}

/** A labelled value the user can read and copy but not change. */
export function ReadOnlyField({ label, value, hint, monospace = false }: ReadOnlyFieldProps) {
  return (
    <Field.Root readOnly>
      <Field.Label>{label}</Field.Label>
      <Input value={String(value)} readOnly fontFamily={monospace ? 'mono' : undefined} />
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
    </Field.Root>
  )
}
