import { Badge, DataList, Heading, HStack, Stack, Text } from '@grile/shared/chakra'
import { admin, answerLabel, type ExerciseWithCorrectDto, type ItemAnalysisDto } from '@grile/shared/contract'
import { ListTable, LoadFailed, Loading, type ListColumn } from '@grile/shared/ui'
import { useItemAnalysis } from '../api/get-item-analysis'
import { FLAG_TEXTS, percent, signedFigure } from '../lib/item-figures'
import { ItemFlagBadges } from './item-flags'

export const ITEM_ANALYSIS_FAILED_TEXT = 'Item analysis could not be loaded.'

type Figures = NonNullable<ItemAnalysisDto['figures']>
type AnswerShare = Figures['answers'][number] & { label: string; text: string }

const shareColumns: ListColumn<AnswerShare>[] = [
  {
    header: 'Answer',
    kind: 'title',
    cellProps: { whiteSpace: 'normal' },
    cell: (answer) => (
      <>
        {answer.label} {answer.text}
        {answer.correct ? (
          <Badge colorPalette="green" variant="subtle" ms={2}>
            Key
          </Badge>
        ) : null}
      </>
    ),
  },
  { header: 'Chosen by', align: 'end', cell: (answer) => percent(answer.share) },
  { header: 'Strong students', align: 'end', cell: (answer) => percent(answer.strongShare) },
  { header: 'Weak students', align: 'end', cell: (answer) => percent(answer.weakShare) },
]

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>
        {value}
        {hint ? (
          <Text as="span" color="fg.muted" ms={2}>
            {hint}
          </Text>
        ) : null}
      </DataList.ItemValue>
    </DataList.Item>
  )
}

function ItemFigures({
  exercise,
  analysis,
  figures,
}: {
  exercise: ExerciseWithCorrectDto
  analysis: ItemAnalysisDto
  figures: Figures
}) {
  const textOf = new Map(
    exercise.answers.map((answer, index) => [answer.id, { label: answerLabel(index), text: answer.text }]),
  )
  const shares: AnswerShare[] = figures.answers.map((answer, index) => ({
    ...answer,
    ...(textOf.get(answer.answerId) ?? { label: answerLabel(index), text: '' }),
  }))
  const group = `the ${figures.groupSize} highest rated`
  return (
    <Stack gap={4}>
      <Text>{analysis.answersCount} students answered it (each student&apos;s first answer counts).</Text>
      <DataList.Root orientation="horizontal" data-testid="item-figures">
        <Figure label="Facility" value={percent(figures.facility)} hint="chose the key" />
        <Figure
          label="Discrimination"
          value={signedFigure(figures.discrimination)}
          hint="strong minus weak"
        />
        <Figure label="Strong students" value={percent(figures.strongFacility)} hint={`right, ${group}`} />
        <Figure
          label="Weak students"
          value={percent(figures.weakFacility)}
          hint={`right, the ${figures.groupSize} lowest rated`}
        />
      </DataList.Root>
      {figures.flags.length === 0 ? (
        <Text color="fg.muted">No flags.</Text>
      ) : (
        <Stack as="ul" gap={2} listStyleType="none" aria-label="Flags">
          {figures.flags.map((flag) => (
            <HStack as="li" key={flag} gap={2} align="start" wrap="wrap">
              <ItemFlagBadges flags={[flag]} />
              <Text as="span">{FLAG_TEXTS[flag].description}</Text>
            </HStack>
          ))}
        </Stack>
      )}
      <ListTable
        label="Answer choices"
        items={shares}
        columns={shareColumns}
        rowKey={(answer) => answer.answerId}
      />
    </Stack>
  )
}

/**
 * The exercise's item analysis on its edit page (docs/pages.md#exercises-admin, the figures in
 * docs/product-rules.md#item-analysis): facility, discrimination, flags and how often each answer is chosen.
 */
export function ItemAnalysisPanel({ exercise }: { exercise: ExerciseWithCorrectDto }) {
  const { data, error, isLoading, mutate } = useItemAnalysis(exercise.id)
  return (
    <Stack as="section" aria-labelledby="item-analysis-heading" gap={3} maxW="3xl">
      <Heading as="h2" size="lg" id="item-analysis-heading">
        Item analysis
      </Heading>
      {isLoading ? (
        <Loading minH="20" py={4} />
      ) : error || !data ? (
        <LoadFailed text={ITEM_ANALYSIS_FAILED_TEXT} onRetry={() => void mutate()} />
      ) : data.figures ? (
        <ItemFigures exercise={exercise} analysis={data} figures={data.figures} />
      ) : (
        <Text color="fg.muted">
          Not enough answers yet: {data.answersCount} of the {admin.ITEM_ANALYSIS.minimumAnswers} needed.
        </Text>
      )}
    </Stack>
  )
}
