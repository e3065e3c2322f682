import type { IconType } from 'react-icons'
import { LuAward, LuCircleCheck, LuCircleDashed, LuSprout, LuTriangleAlert } from 'react-icons/lu'
import { Box, HStack, Icon, Stack, Text } from '@grile/shared/chakra'
import { MASTERY_LEVEL_LABELS, type MasteryLevel, type MasteryStats } from '@grile/shared/contract'

/**
 * How each level looks: a colour (of the theme's palettes) and an icon beside its name, so that a weak area
 * stands out without relying on colour alone (docs/product-rules.md#mastery).
 */
export const LEVEL_LOOK: Readonly<Record<MasteryLevel, { palette: string; icon: IconType }>> = {
  NOT_STARTED: { palette: 'gray', icon: LuCircleDashed },
  WEAK: { palette: 'red', icon: LuTriangleAlert },
  LEARNING: { palette: 'orange', icon: LuSprout },
  STRONG: { palette: 'blue', icon: LuCircleCheck },
  MASTERED: { palette: 'green', icon: LuAward },
}

/** The levels in order, from nothing yet to mastered (the legend's order). */
export const LEVELS = Object.keys(LEVEL_LOOK) as MasteryLevel[]

/** A level as its icon and name, in its colour. */
export function MasteryLevelTag({ level }: { level: MasteryLevel }) {
  const { palette, icon: LevelIcon } = LEVEL_LOOK[level]
  return (
    <HStack
      as="span"
      display="inline-flex"
      gap={1}
      color={`${palette}.fg`}
      fontWeight={level === 'WEAK' ? 'semibold' : 'normal'}
    >
      <Icon boxSize={4} flexShrink={0}>
        <LevelIcon />
      </Icon>
      <span>{MASTERY_LEVEL_LABELS[level]}</span>
    </HStack>
  )
}

/** The recent share in words: '14 of the last 20 right (70%)', or a dash before any answer. */
export function recentShareText({ recentAnswered, recentCorrect }: MasteryStats): string {
  if (recentAnswered === 0) return '—'
  return `${recentCorrect} of the last ${recentAnswered} right (${Math.round((recentCorrect / recentAnswered) * 100)}%)`
}

/** The recent share as a bar in the level's colour, with the share in words under it. */
export function RecentShare({ stats, name }: { stats: MasteryStats; name: string }) {
  const percent = stats.recentAnswered ? Math.round((stats.recentCorrect / stats.recentAnswered) * 100) : 0
  const { palette } = LEVEL_LOOK[stats.level]
  return (
    <Stack gap={1} minW="40" maxW="64">
      <Box
        role="meter"
        aria-label={`Recently right: ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={recentShareText(stats)}
        h="2"
        rounded="full"
        bg="bg.emphasized"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg={`${palette}.solid`} rounded="full" />
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {recentShareText(stats)}
      </Text>
    </Stack>
  )
}
