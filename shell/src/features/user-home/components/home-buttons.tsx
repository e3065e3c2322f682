import { Button, SimpleGrid, Stack } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import type { CurrentUser } from '@grile/shared/auth'
import { paths } from '../../../config/paths'
import { preloadRemoteFor } from '../../../lib/preload-remotes'

interface HomeLink {
  label: string
  to: string
}

/**
 * The user home's two columns (docs/pages.md#user-home): practice in blue, account and study in orange, side by
 * side on a phone too, so that the exercise of the day is on its first screen.
 */
export const blueLinks: HomeLink[] = [
  { label: 'Browse Exams', to: paths.exams },
  { label: 'Generate Exam', to: paths.generateExam },
  { label: 'View Attempts', to: paths.attempts },
  { label: 'Interactive', to: paths.interactive },
]

export const orangeLinks: HomeLink[] = [
  { label: 'Study Materials', to: paths.materials },
  { label: 'Edit Profile', to: paths.me },
  { label: 'Assign Teacher', to: paths.teacher },
  { label: 'List Pupils', to: paths.pupils },
]

/** Marks Buy Tokens, which the user home's copy takes out for a customer with tokens (page-document.ts). */
export const BUY_TOKENS_ATTRIBUTE = 'data-buy-tokens'

/** Buy Tokens shows when the user is not a customer or has no tokens left (docs/pages.md#user-home). */
export function offersBuyTokens(user: Pick<CurrentUser, 'isCustomer' | 'tokens'>): boolean {
  return !user.isCustomer || user.tokens <= 0
}

function Column({ links, palette, label }: { links: HomeLink[]; palette: 'blue' | 'orange'; label: string }) {
  return (
    <Stack as="nav" aria-label={label} gap={3}>
      {links.map((link) => (
        <Button
          key={link.to}
          asChild
          colorPalette={palette}
          size="lg"
          justifyContent="start"
          // Two columns on a phone as well: 14 px text and less padding fit 'Study Materials' in half of 320 px.
          px={{ base: 3, sm: 5 }}
          fontSize={{ base: 'sm', sm: 'md' }}
        >
          <RouterLink
            to={link.to}
            onPointerEnter={() => preloadRemoteFor(link.to)}
            onFocus={() => preloadRemoteFor(link.to)}
          >
            {link.label}
          </RouterLink>
        </Button>
      ))}
    </Stack>
  )
}

export function HomeButtons({ user }: { user: CurrentUser }) {
  return (
    <Stack gap={4}>
      <SimpleGrid columns={2} gap={3}>
        <Column links={blueLinks} palette="blue" label="Practice" />
        <Column links={orangeLinks} palette="orange" label="Study and account" />
      </SimpleGrid>
      {offersBuyTokens(user) ? (
        <Button
          asChild
          colorPalette="green"
          size="lg"
          alignSelf={{ base: 'stretch', sm: 'start' }}
          {...{ [BUY_TOKENS_ATTRIBUTE]: '' }}
        >
          <RouterLink to={paths.tokens}>Buy Tokens</RouterLink>
        </Button>
      ) : null}
    </Stack>
  )
}
