import type { ReactNode } from 'react'
import { Field, NativeSelect } from '@grile/shared/chakra'

export interface FilterSelectProps {
  label: string
  value: string
  onChange: (value: string) => void
  disabled?: boolean
  /** The <option>s, the "any" choice first. */
  children: ReactNode
}

/**
 * One select of a list's filter (`/exams`, `/interactive`). On a phone its label sits beside it, one filter per
 * row: two to a row, a 16 px choice such as "Any difficulty" no longer fits a 360 px screen's half.
 */
export function FilterSelect({ label, value, onChange, disabled = false, children }: FilterSelectProps) {
  return (
    <Field.Root
      disabled={disabled}
      flexDirection={{ base: 'row', sm: 'column' }}
      alignItems={{ base: 'center', sm: 'flex-start' }}
    >
      <Field.Label flexShrink={0} width={{ base: '5rem', sm: 'auto' }}>
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}
