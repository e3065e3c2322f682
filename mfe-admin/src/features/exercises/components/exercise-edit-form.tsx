import { useState } from 'react'
import { Button, Field, Fieldset, HStack, Input, RadioGroup, Stack, Textarea } from '@grile/shared/chakra'
import { LuSave } from 'react-icons/lu'
import { admin, answerLetter, type ExerciseWithCorrectDto } from '@grile/shared/contract'
import { showError, showSuccess } from '@grile/shared/ui'
import { problemFieldErrors, validate, type FormErrors } from '../../../lib/form-errors'
import { useUpdateExercise } from '../api/update-exercise'

/** See docs/product-rules.md#messages. */
export const EXERCISE_EDITED = 'Exercise edited successfully'
export const EXERCISE_EDIT_FAILED = 'Editing the exercise failed'

/**
 * /admin/exercises/:exerciseId/edit (docs/product-rules.md#validation): question 5–512, answers 1–256; the
 * correct answer is a radio group, so marking one correct unmarks the others.
 */
export function ExerciseEditForm({ exercise }: { exercise: ExerciseWithCorrectDto }) {
  const [question, setQuestion] = useState(exercise.question)
  const [answerTexts, setAnswerTexts] = useState(exercise.answers.map((answer) => answer.text))
  const [correctId, setCorrectId] = useState(exercise.answers.find((answer) => answer.correct)?.id ?? null)
  const [serverErrors, setServerErrors] = useState<FormErrors>({})
  const { trigger, isMutating } = useUpdateExercise(exercise.id)

  const update = {
    question,
    answers: exercise.answers.map((answer, index) => ({
      id: answer.id,
      text: answerTexts[index] ?? '',
      correct: answer.id === correctId,
    })),
  }
  const result = validate(admin.exerciseUpdateSchema, update)
  const errors: FormErrors = { ...serverErrors, ...result.errors }

  return (
    <Stack
      as="form"
      aria-label="Edit exercise"
      gap={5}
      maxW="3xl"
      onSubmit={async (event) => {
        event.preventDefault()
        if (!result.ok) return
        try {
          await trigger(result.data)
          setServerErrors({})
          showSuccess(EXERCISE_EDITED)
        } catch (error) {
          setServerErrors(problemFieldErrors(error))
          showError(EXERCISE_EDIT_FAILED)
        }
      }}
    >
      <Field.Root invalid={Boolean(errors.question)}>
        <Field.Label>Question</Field.Label>
        <Textarea
          value={question}
          onChange={(event) => setQuestion(event.currentTarget.value)}
          autoresize
          rows={2}
        />
        <Field.ErrorText>{errors.question}</Field.ErrorText>
      </Field.Root>
      <Fieldset.Root invalid={Boolean(errors.answers)}>
        <Fieldset.Legend>Answers</Fieldset.Legend>
        <Fieldset.HelperText>Choose the correct answer on the left.</Fieldset.HelperText>
        <RadioGroup.Root
          value={correctId}
          onValueChange={(details) => setCorrectId(details.value)}
          aria-label="Correct answer"
          mt={2}
        >
          <Stack gap={3}>
            {exercise.answers.map((answer, index) => {
              const letter = answerLetter(index)
              const textError = errors[`answers.${index}.text`]
              return (
                <HStack key={answer.id} align="start" gap={3}>
                  <RadioGroup.Item value={answer.id} mt="2.5">
                    <RadioGroup.ItemHiddenInput aria-label={`Answer ${letter}) is correct`} />
                    <RadioGroup.ItemIndicator />
                  </RadioGroup.Item>
                  <Field.Root invalid={Boolean(textError)} flex="1">
                    <HStack w="full" gap={2}>
                      <Field.Label minW="6" m={0}>
                        {letter})
                      </Field.Label>
                      <Input
                        aria-label={`Answer ${letter})`}
                        value={answerTexts[index] ?? ''}
                        onChange={(event) => {
                          const text = event.currentTarget.value
                          setAnswerTexts((texts) => texts.map((old, i) => (i === index ? text : old)))
                        }}
                      />
                    </HStack>
                    <Field.ErrorText ms="8">{textError}</Field.ErrorText>
                  </Field.Root>
                </HStack>
              )
            })}
          </Stack>
        </RadioGroup.Root>
        <Fieldset.ErrorText>{errors.answers}</Fieldset.ErrorText>
      </Fieldset.Root>
      <Button type="submit" colorPalette="blue" alignSelf="start" disabled={!result.ok} loading={isMutating}>
        <LuSave /> Save
      </Button>
    </Stack>
  )
}
