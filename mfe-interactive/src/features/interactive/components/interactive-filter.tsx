import { Flex, Link, SimpleGrid, Switch, Text } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import {
  DIFFICULTY_LABELS,
  DIFFICULTY_OPTIONS,
  EXAM_TARGET_LABELS,
  EXAM_TARGET_OPTIONS,
  EXAM_TYPE_LABELS,
  EXAM_TYPE_OPTIONS,
  type Difficulty,
  type ExamTarget,
  type ExamType,
} from '@grile/shared/contract'
import { FilterPanel, FilterSelect, SelectOptions } from '@grile/shared/ui'
import { useMaterialTopics } from '../api/get-material-topics'
import { useInteractiveSettingsStore, type PracticeFilter } from '../stores/interactive-settings-store'
import { messages } from '../lib/messages'

const ANY = ''

/** Where a phone remembers the filter open or closed. */
const FILTER_OPEN_KEY = 'grile.interactive.filter-open'

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

/** What the filter is set to, in a line: its choices and modes, or 'Any exercise'. */
export function filterSummary(
  filter: PracticeFilter,
  modes: { chooseImmediately: boolean; onlyMistakes: boolean; dueForReview: boolean },
  topicName: string | undefined,
): string {
  const parts = [
    filter.examTarget && EXAM_TARGET_LABELS[filter.examTarget],
    filter.examType && EXAM_TYPE_LABELS[filter.examType],
    filter.difficulty && DIFFICULTY_LABELS[filter.difficulty],
    filter.materialTopicId && topicName,
    modes.onlyMistakes && 'Practise my mistakes',
    modes.dueForReview && 'Due for review',
    modes.chooseImmediately && 'Choose immediately',
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(' · ') : 'Any exercise'
}

/**
 * The interactive filter: target and the reviews due first for everyone; type, difficulty, material and the
 * mistakes mode for customers. On a phone it is one line saying what it is set to until opened (`FilterPanel`),
 * so that the exercise and its answers come first on the screen.
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
  const summary = filterSummary(
    shown,
    { chooseImmediately, onlyMistakes: isCustomer && onlyMistakes, dueForReview },
    topics?.find((topic) => topic.id === shown.materialTopicId)?.name,
  )

  return (
    <FilterPanel label="Filter" summary={summary} rememberOpenAs={FILTER_OPEN_KEY}>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap={{ base: 2, sm: 4 }}>
        <FilterSelect
          label="Target"
          value={shown.examTarget ?? ANY}
          onChange={(value) => changeFilter({ examTarget: orUndefined<ExamTarget>(value) })}
        >
          <option value={ANY}>Any target</option>
          <SelectOptions options={EXAM_TARGET_OPTIONS} />
        </FilterSelect>
        <FilterSelect
          label="Type"
          value={shown.examType ?? ANY}
          disabled={customerOnly}
          onChange={(value) => changeFilter({ examType: orUndefined<ExamType>(value) })}
        >
          <option value={ANY}>Any type</option>
          <SelectOptions options={EXAM_TYPE_OPTIONS} />
        </FilterSelect>
        <FilterSelect
          label="Difficulty"
          value={shown.difficulty ?? ANY}
          disabled={customerOnly}
          onChange={(value) => changeFilter({ difficulty: orUndefined<Difficulty>(value) })}
        >
          <option value={ANY}>Any difficulty</option>
          <SelectOptions options={DIFFICULTY_OPTIONS} />
        </FilterSelect>
        <FilterSelect
          label="Material"
          value={shown.materialTopicId ?? ANY}
          disabled={customerOnly}
          onChange={(value) => changeFilter({ materialTopicId: orUndefined<string>(value) })}
        >
          <option value={ANY}>Any material</option>
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
    </FilterPanel>
  )
}
