import { useState, type ReactNode } from 'react'
import { Button, Field, Input, NativeSelect, SimpleGrid, Stack, Switch } from '@grile/shared/chakra'
import { LuSave } from 'react-icons/lu'
import {
  admin,
  EXAM_TARGET_OPTIONS,
  type ExamCreate,
  type ExamTarget,
  type MaterialDto,
} from '@grile/shared/contract'
import { SelectOptions } from '@grile/shared/ui'
import { validate, type FormErrors } from '../../../lib/form-errors'
import { ExamTextField } from './exam-text-field'

export const EXAM_TARGET_REQUIRED = 'Exam target is required'

export interface ExamFormValues {
  title: string
  examTarget: ExamTarget | ''
  forCustomersOnly: boolean
  materialId: string | null
}

export interface ExamFormProps {
  initial: ExamFormValues
  materials: MaterialDto[]
  /** Create mode: the 180-line text is part of the form. */
  withText: boolean
  submitLabel: string
  submitting: boolean
  /** Field errors the API answered with, keyed like the form's own. */
  serverErrors: FormErrors
  onSubmit: (values: ExamCreate) => void
}

function useTouched() {
  const [touched, setTouched] = useState<Record<string, boolean>>({})
  return [
    touched,
    (field: string) => setTouched((old) => (old[field] ? old : { ...old, [field]: true })),
  ] as const
}

function SelectField({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>{children}</NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

/**
 * An exam's fields (docs/product-rules.md#validation): title 1–128, target required, customers-only, material
 * (a grammar exam belongs to one; none makes a general exam) and, on create, the 180-line text.
 */
export function ExamForm({
  initial,
  materials,
  withText,
  submitLabel,
  submitting,
  serverErrors,
  onSubmit,
}: ExamFormProps) {
  const [values, setValues] = useState(initial)
  const [text, setText] = useState('')
  const [touched, touch] = useTouched()
  const change = <K extends keyof ExamFormValues>(field: K, value: ExamFormValues[K]) => {
    setValues((old) => ({ ...old, [field]: value }))
    touch(field)
  }

  const schema = withText ? admin.examCreateSchema : admin.examUpdateSchema
  const result = validate(schema, withText ? { ...values, exercisesWithAnswers: text } : values)
  const errors: FormErrors = { ...serverErrors, ...result.errors }
  if (values.examTarget === '') errors.examTarget = EXAM_TARGET_REQUIRED
  const shown = (field: string) => (touched[field] || serverErrors[field] ? errors[field] : undefined)

  return (
    <Stack
      as="form"
      aria-label={submitLabel}
      gap={5}
      onSubmit={(event) => {
        event.preventDefault()
        if (result.ok) onSubmit(result.data as ExamCreate)
      }}
    >
      <Field.Root invalid={Boolean(shown('title'))} required>
        <Field.Label>
          Title
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={values.title}
          onChange={(event) => change('title', event.currentTarget.value)}
          autoComplete="off"
        />
        <Field.ErrorText>{shown('title')}</Field.ErrorText>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <SelectField label="Target" error={shown('examTarget')}>
          <NativeSelect.Field
            value={values.examTarget}
            onChange={(event) => change('examTarget', event.currentTarget.value as ExamTarget | '')}
            onBlur={() => touch('examTarget')}
          >
            <option value="" disabled>
              Choose a target
            </option>
            <SelectOptions options={EXAM_TARGET_OPTIONS} />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </SelectField>
        <Field.Root invalid={Boolean(shown('materialId'))}>
          <Field.Label>Material</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.materialId ?? ''}
              onChange={(event) => change('materialId', event.currentTarget.value || null)}
            >
              <option value="">None (a General exam)</option>
              {materials.map((material) => (
                <option key={material.id} value={material.id}>
                  {material.title} ({material.topic.name})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>
            An exam with a material is a Grammar exam of that material&apos;s topic.
          </Field.HelperText>
          <Field.ErrorText>{shown('materialId')}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Switch.Root
        checked={values.forCustomersOnly}
        onCheckedChange={(details) => change('forCustomersOnly', details.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>For customers only</Switch.Label>
      </Switch.Root>
      {withText ? (
        <ExamTextField
          value={text}
          onChange={(value) => {
            setText(value)
            touch('exercisesWithAnswers')
          }}
          showError={Boolean(touched.exercisesWithAnswers || serverErrors.exercisesWithAnswers)}
        />
      ) : null}
      <Button
        type="submit"
        colorPalette="blue"
        alignSelf="start"
        disabled={!result.ok || values.examTarget === ''}
        loading={submitting}
      >
        <LuSave /> {submitLabel}
      </Button>
    </Stack>
  )
}
