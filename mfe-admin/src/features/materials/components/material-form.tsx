import { useState } from 'react'
import { Button, Field, Input, NativeSelect, Stack } from '@grile/shared/chakra'
import { LuSave } from 'react-icons/lu'
import { materials, type MaterialInput, type MaterialTopicDto } from '@grile/shared/contract'
import { validate, type FormErrors } from '../../../lib/form-errors'

export interface MaterialFormProps {
  initial: MaterialInput
  topics: MaterialTopicDto[]
  submitLabel: string
  submitting: boolean
  serverErrors: FormErrors
  onSubmit: (material: MaterialInput) => void
}

/** A material's title (3–64) and topic (required); see docs/product-rules.md#validation. */
export function MaterialForm({
  initial,
  topics,
  submitLabel,
  submitting,
  serverErrors,
  onSubmit,
}: MaterialFormProps) {
  const [title, setTitle] = useState(initial.title)
  const [materialTopicId, setMaterialTopicId] = useState(initial.materialTopicId)
  const [touched, setTouched] = useState({ title: false, materialTopicId: false })
  const result = validate(materials.materialInputSchema, { title, materialTopicId })
  const errors: FormErrors = { ...serverErrors, ...result.errors }
  const shown = (field: 'title' | 'materialTopicId') =>
    touched[field] || serverErrors[field] ? errors[field] : undefined

  return (
    <Stack
      as="form"
      aria-label={submitLabel}
      gap={5}
      maxW="2xl"
      onSubmit={(event) => {
        event.preventDefault()
        if (result.ok) onSubmit(result.data)
      }}
    >
      <Field.Root invalid={Boolean(shown('title'))} required>
        <Field.Label>
          Title
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={title}
          onChange={(event) => {
            setTitle(event.currentTarget.value)
            setTouched((old) => ({ ...old, title: true }))
          }}
          autoComplete="off"
        />
        <Field.ErrorText>{shown('title')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(shown('materialTopicId'))} required>
        <Field.Label>
          Topic
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={materialTopicId}
            onChange={(event) => {
              setMaterialTopicId(event.currentTarget.value)
              setTouched((old) => ({ ...old, materialTopicId: true }))
            }}
            onBlur={() => setTouched((old) => ({ ...old, materialTopicId: true }))}
          >
            <option value="" disabled>
              Choose a topic
            </option>
            {topics.map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{shown('materialTopicId')}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" colorPalette="blue" alignSelf="start" disabled={!result.ok} loading={submitting}>
        <LuSave /> {submitLabel}
      </Button>
    </Stack>
  )
}
