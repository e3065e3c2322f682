import { useState } from 'react'
import { Badge, Button, Field, HStack, Input, Link, Stack, Text } from '@grile/shared/chakra'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { LuPencil, LuSearch } from 'react-icons/lu'
import { admin, EXAM_TARGET_LABELS, EXAM_TYPE_LABELS, type ExerciseSearchItemDto } from '@grile/shared/contract'
import { ListTable, Pagination, RowTitleLink, type ListColumn, Loading } from '@grile/shared/ui'
import { routes } from '../../../config/paths'
import { validate } from '../../../lib/form-errors'
import { useExerciseSearch } from '../api/search-exercises'

export const NO_EXERCISES_TEXT = 'No exercises could be found.'
export const SEARCH_FAILED_TEXT = 'Exercises could not be loaded.'

const resultColumns: ListColumn<ExerciseSearchItemDto>[] = [
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

/**
 * /admin/exercises/find (docs/pages.md#exercises-admin): the search lives in the address
 * (?questionFragment=&page=), so going back from an exercise returns to the same results.
 */
export function ExerciseSearch() {
  const [searchParams, setSearchParams] = useSearchParams()
  const searched = searchParams.get('questionFragment')
  const pageNumber = Math.max(0, Number(searchParams.get('page') ?? 0) || 0)
  const [fragment, setFragment] = useState(searched ?? '')
  const [touched, setTouched] = useState(false)
  const result = validate(admin.exerciseSearchQuerySchema, { questionFragment: fragment })
  const error = result.errors.questionFragment
  const { data, error: loadError, isLoading } = useExerciseSearch(searched, pageNumber)

  const search = (questionFragment: string, page: number) =>
    setSearchParams(page > 0 ? { questionFragment, page: String(page) } : { questionFragment })

  return (
    <Stack gap={6}>
      <HStack
        as="form"
        role="search"
        aria-label="Find exercises"
        align="start"
        gap={3}
        maxW="3xl"
        onSubmit={(event) => {
          event.preventDefault()
          if (result.ok) search(result.data.questionFragment, 0)
        }}
      >
        <Field.Root invalid={touched && Boolean(error)} flex="1">
          <Field.Label>Question fragment</Field.Label>
          <Input
            value={fragment}
            onChange={(event) => setFragment(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            autoComplete="off"
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="blue" mt="7" disabled={!result.ok}>
          <LuSearch /> Find
        </Button>
      </HStack>
      {searched === null ? null : isLoading ? (
        <Loading />
      ) : loadError || !data ? (
        <Text color="fg.muted">{SEARCH_FAILED_TEXT}</Text>
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
