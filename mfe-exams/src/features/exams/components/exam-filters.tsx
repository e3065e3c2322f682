import { Box, SimpleGrid, Switch } from '@grile/shared/chakra'
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
import type { ExamFilters, ExamFiltersPatch } from '../hooks/use-exam-filters'

export interface MaterialTopicOption {
  id: string
  name: string
}

/** The Type filter also offers each target and type together (docs/pages.md#exams-list). */
const combinedTypeOptions = EXAM_TARGET_OPTIONS.flatMap((target) =>
  EXAM_TYPE_OPTIONS.map((type) => ({
    value: `${target.value}/${type.value}`,
    label: `${target.label} / ${type.label}`,
  })),
)

/** What the Type select shows: the combined choice when a target is chosen too. */
export function typeSelectValue(filters: Pick<ExamFilters, 'examTarget' | 'examType'>): string {
  if (!filters.examType) return ''
  return filters.examTarget ? `${filters.examTarget}/${filters.examType}` : filters.examType
}

/** A combined choice sets the target and the type; a plain type leaves the target as it is. */
export function typeSelectPatch(value: string): ExamFiltersPatch {
  if (!value) return { examType: undefined }
  const [first, second] = value.split('/')
  if (second) return { examTarget: first as ExamTarget, examType: second as ExamType }
  return { examType: first as ExamType }
}

export interface ExamFiltersFormProps {
  filters: ExamFilters
  /** The grammar topics; the topic select shows only for Grammar. */
  topics: MaterialTopicOption[]
  onChange: (patch: ExamFiltersPatch) => void
}

/** What the filters are set to, in a line: 'Academy · Grammar · Hard', or 'All exams'. */
export function examFiltersSummary(filters: ExamFilters, topicName: string | undefined): string {
  const parts = [
    filters.examTarget && EXAM_TARGET_LABELS[filters.examTarget],
    filters.examType && EXAM_TYPE_LABELS[filters.examType],
    filters.difficulty && DIFFICULTY_LABELS[filters.difficulty],
    filters.examType === 'GRAMMAR' && filters.materialTopicId && topicName,
    filters.onlyNotAttemptedByUser && 'Only exams not done',
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(' · ') : 'All exams'
}

/** Where a phone remembers the filters open or closed. */
const FILTERS_OPEN_KEY = 'grile.exams.filter-open'

/**
 * The list's filters; on a phone one line saying what they are set to until opened (`FilterPanel`), so that the
 * exams come first on the screen.
 */
export function ExamFiltersForm({ filters, topics, onChange }: ExamFiltersFormProps) {
  const grammar = filters.examType === 'GRAMMAR'
  const topicName = topics.find((topic) => topic.id === filters.materialTopicId)?.name
  return (
    <Box mb={4}>
      <FilterPanel
        label="Filter exams"
        summary={examFiltersSummary(filters, topicName)}
        rememberOpenAs={FILTERS_OPEN_KEY}
        asSearchForm
      >
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap={{ base: 2, sm: 3 }}>
          <FilterSelect
            label="Target"
            value={filters.examTarget ?? ''}
            onChange={(value) => onChange({ examTarget: (value || undefined) as ExamTarget | undefined })}
          >
            <option value="">All targets</option>
            <SelectOptions options={EXAM_TARGET_OPTIONS} />
          </FilterSelect>
          <FilterSelect
            label="Type"
            value={typeSelectValue(filters)}
            onChange={(value) => onChange(typeSelectPatch(value))}
          >
            <option value="">All types</option>
            <SelectOptions options={[...EXAM_TYPE_OPTIONS, ...combinedTypeOptions]} />
          </FilterSelect>
          <FilterSelect
            label="Difficulty"
            value={filters.difficulty ?? ''}
            onChange={(value) => onChange({ difficulty: (value || undefined) as Difficulty | undefined })}
          >
            <option value="">All difficulties</option>
            <SelectOptions options={DIFFICULTY_OPTIONS} />
          </FilterSelect>
          {grammar ? (
            <FilterSelect
              label="Topic"
              value={filters.materialTopicId ?? ''}
              onChange={(value) => onChange({ materialTopicId: value || undefined })}
            >
              <option value="">All topics</option>
              {topics.map((topic) => (
                <option key={topic.id} value={topic.id}>
                  {topic.name}
                </option>
              ))}
            </FilterSelect>
          ) : null}
        </SimpleGrid>
        <Switch.Root
          checked={filters.onlyNotAttemptedByUser}
          onCheckedChange={(details) => onChange({ onlyNotAttemptedByUser: details.checked })}
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>Only exams not done</Switch.Label>
        </Switch.Root>
      </FilterPanel>
    </Box>
  )
}
