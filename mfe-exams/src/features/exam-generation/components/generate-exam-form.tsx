import { useState, type ReactNode } from 'react'
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Field,
  Fieldset,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@grile/shared/chakra'
import {
  DIFFICULTY_OPTIONS,
  EXAM_TARGET_OPTIONS,
  EXAM_TYPE_OPTIONS,
  type Difficulty,
  type ExamGeneration,
  type ExamTarget,
  type ExamType,
  type MaterialTopicDto,
} from '@grile/shared/contract'
import { SelectOptions } from '@grile/shared/ui'

function SelectField({
  label,
  value,
  onChange,
  disabled = false,
  children,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  disabled?: boolean
  children: ReactNode
}) {
  return (
    <Field.Root required disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}

export interface GenerateExamFormProps {
  /** Grammar topics to choose from (shown only for Grammar). */
  topics: MaterialTopicDto[]
  /** The button is disabled unless the user is a customer with tokens (docs/product-rules.md#validation). */
  canGenerate: boolean
  generating: boolean
  onGenerate: (spec: ExamGeneration) => void
}

/**
 * The generation spec (docs/product-rules.md#generated-exams): target, type, difficulty, topics (Grammar
 * only), only new exercises, at my level; a mock paper follows the school's format instead of type,
 * difficulty, topics and level.
 */
export function GenerateExamForm({ topics, canGenerate, generating, onGenerate }: GenerateExamFormProps) {
  const [examTarget, setExamTarget] = useState<ExamTarget>('ACADEMY')
  const [examType, setExamType] = useState<ExamType>('GENERAL')
  const [difficulty, setDifficulty] = useState<Difficulty>('MEDIUM')
  const [materialTopicIds, setMaterialTopicIds] = useState<string[]>([])
  const [onlyNotAttemptedByUser, setOnlyNotAttemptedByUser] = useState(false)
  const [mockPaper, setMockPaper] = useState(false)
  const [atMyLevel, setAtMyLevel] = useState(false)
  const grammar = examType === 'GRAMMAR' && !mockPaper

  return (
    <Stack
      as="form"
      aria-label="Exam specification"
      gap={5}
      maxW="3xl"
      onSubmit={(event) => {
        event.preventDefault()
        // The topics are cleared when the type is General (docs/product-rules.md#generated-exams).
        onGenerate({
          examTarget,
          examType,
          difficulty,
          materialTopicIds: grammar ? materialTopicIds : [],
          onlyNotAttemptedByUser,
          mockPaper,
          // A mock paper keeps the school's level (docs/product-rules.md#generated-exams).
          atMyLevel: atMyLevel && !mockPaper,
        })
      }}
    >
      <Switch.Root checked={mockPaper} onCheckedChange={(details) => setMockPaper(details.checked)}>
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>A mock paper: 30 mixed items in the school&apos;s admission format</Switch.Label>
      </Switch.Root>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap={4}>
        <SelectField
          label="Target"
          value={examTarget}
          onChange={(value) => setExamTarget(value as ExamTarget)}
        >
          <SelectOptions options={EXAM_TARGET_OPTIONS} />
        </SelectField>
        <SelectField
          label="Type"
          value={examType}
          onChange={(value) => setExamType(value as ExamType)}
          disabled={mockPaper}
        >
          <SelectOptions options={EXAM_TYPE_OPTIONS} />
        </SelectField>
        <SelectField
          label="Difficulty"
          value={difficulty}
          onChange={(value) => setDifficulty(value as Difficulty)}
          disabled={mockPaper}
        >
          <SelectOptions options={DIFFICULTY_OPTIONS} />
        </SelectField>
      </SimpleGrid>
      {grammar ? (
        <Fieldset.Root>
          <Fieldset.Legend>Topics</Fieldset.Legend>
          <Fieldset.HelperText>Leave every topic unchecked to draw from all of them.</Fieldset.HelperText>
          <CheckboxGroup value={materialTopicIds} onValueChange={setMaterialTopicIds}>
            <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap={2} mt={2}>
              {topics.map((topic) => (
                <Checkbox.Root key={topic.id} value={topic.id}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{topic.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          </CheckboxGroup>
        </Fieldset.Root>
      ) : null}
      <Switch.Root
        checked={onlyNotAttemptedByUser}
        onCheckedChange={(details) => setOnlyNotAttemptedByUser(details.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>Only exercises I have not done yet</Switch.Label>
      </Switch.Root>
      <Switch.Root
        checked={atMyLevel && !mockPaper}
        onCheckedChange={(details) => setAtMyLevel(details.checked)}
        disabled={mockPaper}
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>At my level: exercises my rating says I answer right 70–85% of the time</Switch.Label>
      </Switch.Root>
      <Stack gap={1} align="start">
        <Button type="submit" colorPalette="blue" disabled={!canGenerate} loading={generating}>
          Generate
        </Button>
        <Text fontSize="sm" color="fg.muted">
          Generating is free; submitting the exam costs 1 token.
        </Text>
      </Stack>
    </Stack>
  )
}
