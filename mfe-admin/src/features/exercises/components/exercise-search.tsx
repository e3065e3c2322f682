import { useState } from 'react'
import {
  Badge,
  Button,
  Field,
  Flex,
  HStack,
  Input,
  Link,
  NativeSelect,
  Stack,
  Switch,
  Text,
} from '@grile/shared/chakra'
import { Link as RouterLink, useSearchParams } from '@grile/shared/router'
import { LuPencil, LuSearch } from 'react-icons/lu'
import {
  admin,
  EXAM_TARGET_LABELS,
  EXAM_TYPE_LABELS,
  type ItemAnalysisListItemDto,
  type ItemAnalysisQuery,
  type ItemAnalysisSort,
} from '@grile/shared/contract'
import { ListTable, LoadFailed, Pagination, RowTitleLink, type ListColumn, Loading } from '@grile/shared/ui'
import { routes } from '../../../config/paths'
import { validate } from '../../../lib/form-errors'
import { useItemAnalysisList } from '../api/list-item-analysis'
import { percent, signedFigure } from '../lib/item-figures'
import { ItemFlagBadges } from './item-flags'

export const NO_EXERCISES_TEXT = 'No exercises could be found.'
export const SEARCH_FAILED_TEXT = 'Exercises could not be loaded.'
export const NOT_ENOUGH_ANSWERS_TEXT = 'Not enough answers'

/** The orders the list offers, each in the direction that puts what needs a look first. */
const SORT_OPTIONS: { value: ItemAnalysisSort; label: string }[] = [
  { value: 'question', label: 'Question (A to Z)' },
  { value: 'discrimination', label: 'Discrimination (lowest first)' },
  { value: 'facility', label: 'Facility (lowest first)' },
  { value: 'answers', label: 'Answers (most first)' },
]

const isSort = (value: string | null): value is ItemAnalysisSort =>
  SORT_OPTIONS.some((option) => option.value === value)

const resultColumns: ListColumn<ItemAnalysisListItemDto>[] = [
  {
    header: 'Question',
    kind: 'title',
    cellProps: { whiteSpace: 'normal' },
    cell: (item) => <RowTitleLink to={routes.editExercise(item.id)}>{item.question}</RowTitleLink>,
  },
  {
    header: 'Exam',
    cell: (item) => (
      <HStack as="span" display="inline-flex" gap={1} wrap="wrap">
        <Badge variant="subtle">
          {EXAM_TARGET_LABELS[item.examTarget]} / {EXAM_TYPE_LABELS[item.examType]}
        </Badge>
        <Badge variant="outline">{item.difficulty}</Badge>
      </HStack>
    ),
  },
  { header: 'Answers', align: 'end', cell: (item) => item.answersCount },
  {
    header: 'Facility',
    align: 'end',
    cellProps: { whiteSpace: 'nowrap' },
    cell: (item) =>
      item.figures ? (
        percent(item.figures.facility)
      ) : (
        <Text as="span" color="fg.muted">
          {NOT_ENOUGH_ANSWERS_TEXT}
        </Text>
      ),
  },
  {
    header: 'Discrimination',
    align: 'end',
    cell: (item) => (item.figures ? signedFigure(item.figures.discrimination) : null),
  },
  { header: 'Flags', cell: (item) => (item.figures ? <ItemFlagBadges flags={item.figures.flags} /> : null) },
  {
    header: 'Actions',
    kind: 'actions',
    align: 'end',
    cell: (item) => (
      <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
        <RouterLink to={routes.editExercise(item.id)} aria-label={`Edit: ${item.question}`}>
          <LuPencil /> Edit
        </RouterLink>
      </Link>
    ),
  },
]

interface Search {
  questionFragment?: string
  sort: ItemAnalysisSort
  flagged: boolean
}

/** The search the address holds, or null before the first one. */
function searchOf(params: URLSearchParams): (Search & { pageNumber: number }) | null {
  const questionFragment = params.get('questionFragment') ?? undefined
  const sort = params.get('sort')
  const flagged = params.get('flagged') === 'true'
  if (questionFragment === undefined && sort === null && !flagged) return null
  return {
    ...(questionFragment ? { questionFragment } : {}),
    sort: isSort(sort) ? sort : 'question',
    flagged,
    pageNumber: Math.max(0, Number(params.get('page') ?? 0) || 0),
  }
}

/**
 * /admin/exercises/find (docs/pages.md#exercises-admin): exercises with their item analysis, by an optional
 * fragment of the question, in an order, maybe only the suspicious ones. The search lives in the address
 * (?questionFragment=&sort=&flagged=&page=), so going back from an exercise returns to the same results.
 */
export function ExerciseSearch() {
  const [searchParams, setSearchParams] = useSearchParams()
  const searched = searchOf(searchParams)
  const [fragment, setFragment] = useState(searched?.questionFragment ?? '')
  const [sort, setSort] = useState<ItemAnalysisSort>(searched?.sort ?? 'question')
  const [flagged, setFlagged] = useState(searched?.flagged ?? false)
  const [touched, setTouched] = useState(false)
  const result = validate(admin.itemAnalysisQuerySchema, { questionFragment: fragment.trim() || undefined })
  const error = result.errors.questionFragment
  const query: ItemAnalysisQuery | null = searched
    ? { ...searched, flagged: searched.flagged ? 'true' : 'false' }
    : null
  const { data, error: loadError, isLoading, mutate } = useItemAnalysisList(query)

  const search = ({ questionFragment, sort, flagged }: Search, page: number) =>
    setSearchParams({
      ...(questionFragment ? { questionFragment } : {}),
      sort,
      ...(flagged ? { flagged: 'true' } : {}),
      ...(page > 0 ? { page: String(page) } : {}),
    })
  /** The order and the filter apply at once, with the fragment typed when it is valid. */
  const searchNow = (change: Partial<Search>) => {
    const questionFragment = result.ok ? result.data.questionFragment : searched?.questionFragment
    search({ questionFragment, sort, flagged, ...change }, 0)
  }

  return (
    <Stack gap={6}>
      <Flex
        as="form"
        role="search"
        aria-label="Find exercises"
        align="start"
        gap={3}
        wrap="wrap"
        maxW="4xl"
        onSubmit={(event) => {
          event.preventDefault()
          if (result.ok) search({ questionFragment: result.data.questionFragment, sort, flagged }, 0)
        }}
      >
        <Field.Root invalid={touched && Boolean(error)} flex="1 1 16rem">
          <Field.Label>Question fragment</Field.Label>
          <Input
            value={fragment}
            onChange={(event) => setFragment(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            autoComplete="off"
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Field.Root flex="1 1 14rem">
          <Field.Label>Sort by</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={sort}
              onChange={(event) => {
                const value = event.currentTarget.value
                if (!isSort(value)) return
                setSort(value)
                searchNow({ sort: value })
              }}
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <HStack gap={4} mt={{ base: 0, md: 7 }} wrap="wrap">
          <Switch.Root
            checked={flagged}
            onCheckedChange={(details) => {
              setFlagged(details.checked)
              searchNow({ flagged: details.checked })
            }}
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>Only suspicious</Switch.Label>
          </Switch.Root>
          <Button type="submit" colorPalette="blue" disabled={!result.ok}>
            <LuSearch /> Find
          </Button>
        </HStack>
      </Flex>
      {searched === null ? null : isLoading ? (
        <Loading />
      ) : loadError || !data ? (
        <LoadFailed text={SEARCH_FAILED_TEXT} onRetry={() => void mutate()} />
      ) : data.content.length === 0 ? (
        <Text color="fg.muted">{NO_EXERCISES_TEXT}</Text>
      ) : (
        <Stack gap={2}>
          <Text color="fg.muted" fontSize="sm">
            {data.page.totalElements} {data.page.totalElements === 1 ? 'exercise' : 'exercises'} found
          </Text>
          <ListTable
            label="Exercises"
            items={data.content}
            columns={resultColumns}
            rowKey={(item) => item.id}
          />
          <Pagination
            pageNumber={data.page.number}
            totalPages={data.page.totalPages}
            onPageChange={(page) => search(searched, page)}
          />
        </Stack>
      )}
    </Stack>
  )
}
