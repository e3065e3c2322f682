import { Flex, Link, Text } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { LuCoins } from 'react-icons/lu'
import type { CurrentUser } from '@grile/shared/auth'
import { SectionCard } from '../../../components/section-card'
import { routes } from '../../../config/paths'

export function TokensSection({ user }: { user: CurrentUser }) {
  return (
    <SectionCard title="Tokens">
      <Flex align="center" gap={3} wrap="wrap">
        <LuCoins aria-hidden />
        <Text>
          You have{' '}
          <Text as="strong" data-testid="profile-token-count">
            {user.tokens}
          </Text>{' '}
          {user.tokens === 1 ? 'token' : 'tokens'}.
        </Text>
        <Link asChild colorPalette="blue" fontWeight="semibold">
          <RouterLink to={routes.tokens}>Buy tokens!</RouterLink>
        </Link>
      </Flex>
    </SectionCard>
  )
}
