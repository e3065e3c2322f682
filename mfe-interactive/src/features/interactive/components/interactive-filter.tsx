import type { ReactNode } from 'react'
import { Field, Flex, Link, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import {
  DIFFICULTY_OPTIONS,
  EXAM_TARGET_OPTIONS,
  EXAM_TYPE_OPTIONS,
  type Difficulty,
  type ExamTarget,
  type ExamType,
} from '@grile/shared/contract'
import { SelectOptions } from '@grile/shared/ui'
import { useMaterialTopics } from '../api/get-material-topics'
import { useInteractiveSettingsStore, type PracticeFilter } from '../stores/interactive-settings-store'
import { messages } from '../lib/messages'

const ANY = ''

interface FilterSelectProps {
  label: string
  value: string | undefined
  disabled: boolean
  anyLabel: string
  children: ReactNode
  onChange: (value: string) => void
}

function FilterSelect({ label, value, disabled, anyLabel, children, onChange }: FilterSelectProps) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value ?? ANY} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value={ANY}>{anyLabel}</option>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}

function orUndefined<T extends string>(value: string): T | undefined {
  return value === ANY ? undefined : (value as T)
}

interface InteractiveFilterProps {
  isCustomer: boolean
  /** The "Due for review" mode as the draw uses it (the address may have turned it on). */
  dueForReview: boolean
  /** A changed filter or mode draws a new exercise. */
  onDrawChange: () => void
}

/**
 * The interactive filter: target and the reviews due first for everyone; type, difficulty, material and the
 * mistakes mode for customers.
 */
export function InteractiveFilter({ isCustomer, dueForReview, onDrawChange }: InteractiveFilterProps) {
  const {
    filter,
    chooseImmediately,
    onlyMistakes,
    setFilter,
    setChooseImmediately,
    setOnlyMistakes,
    setDueForReview,
  } = useInteractiveSettingsStore()
  const changeFilter = (change: Partial<PracticeFilter>) => {
    setFilter(change)
    onDrawChange()
  }
  const { data: topics } = useMaterialTopics(isCustomer)
  const customerOnly = !isCustomer
  // Disabled filters show what the draw really uses: any.
  const shown = customerOnly ? { examTarget: filter.examTarget } : filter

  return (
    <Stack as="section" aria-label="Filter" gap={4} borderWidth="1px" rounded="lg" p={4} bg="bg.panel">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap={4}>
        <FilterSelect
          label="Target"
          anyLabel="Any target"
          value={shown.examTarget}
          disabled={false}
          onChange={(value) => changeFilter({ examTarget: orUndefined<ExamTarget>(value) })}
        >
          <SelectOptions options={EXAM_TARGET_OPTIONS} />
        </FilterSelect>
        <FilterSelect
          label="Type"
          anyLabel="Any type"
          value={shown.examType}
          disabled={customerOnly}
          onChange={(value) => changeFilter({ examType: orUndefined<ExamType>(value) })}
        >
          <SelectOptions options={EXAM_TYPE_OPTIONS} />
        </FilterSelect>
        <FilterSelect
          label="Difficulty"
          anyLabel="Any difficulty"
          value={shown.difficulty}
          disabled={customerOnly}
          onChange={(value) => changeFilter({ difficulty: orUndefined<Difficulty>(value) })}
        >
          <SelectOptions options={DIFFICULTY_OPTIONS} />
        </FilterSelect>
        <FilterSelect
          label="Material"
          anyLabel="Any material"
          value={shown.materialTopicId}
          disabled={customerOnly}
          onChange={(value) => changeFilter({ materialTopicId: orUndefined<string>(value) })}
        >
          {(topics ?? []).map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.name}
            </option>
          ))}
        </FilterSelect>
      </SimpleGrid>
      <Flex gap={6} wrap="wrap" align="center">
        <Switch.Root
          checked={chooseImmediately}
          onCheckedChange={(details) => setChooseImmediately(details.checked)}
          colorPalette="blue"
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>Choose immediately</Switch.Label>
        </Switch.Root>
        <Switch.Root
          checked={isCustomer && onlyMistakes}
          onCheckedChange={(details) => {
            setOnlyMistakes(details.checked)
            onDrawChange()
          }}
          disabled={customerOnly}
          colorPalette="orange"
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>Practise my mistakes</Switch.Label>
        </Switch.Root>
        <Switch.Root
          checked={dueForReview}
          onCheckedChange={(details) => {
            setDueForReview(details.checked)
            onDrawChange()
          }}
          colorPalette="purple"
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>Due for review</Switch.Label>
        </Switch.Root>
      </Flex>
      {customerOnly ? (
        <Text fontSize="sm" color="fg.muted">
          {messages.customersOnly}{' '}
          <Link asChild color="brand.fg" fontWeight="semibold" variant="underline">
            <RouterLink to="/tokens">Buy tokens</RouterLink>
          </Link>
        </Text>
      ) : null}
    </Stack>
  )
}
