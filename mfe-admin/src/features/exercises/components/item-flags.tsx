import { Badge, HStack } from '@grile/shared/chakra'
import { LuTriangleAlert } from 'react-icons/lu'
import type { ItemFlag } from '@grile/shared/contract'
import { FLAG_TEXTS } from '../lib/item-figures'

/** An exercise's flags as badges with their words; nothing at all without flags. */
export function ItemFlagBadges({ flags }: { flags: readonly ItemFlag[] }) {
  if (flags.length === 0) return null
  return (
    <HStack as="span" display="inline-flex" gap={1} wrap="wrap">
      {flags.map((flag) => (
        <Badge
          key={flag}
          colorPalette={FLAG_TEXTS[flag].colorPalette}
          variant="subtle"
          title={FLAG_TEXTS[flag].description}
        >
          <LuTriangleAlert aria-hidden /> {FLAG_TEXTS[flag].label}
        </Badge>
      ))}
    </HStack>
  )
}
