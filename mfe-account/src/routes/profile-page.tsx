import { SimpleGrid, Stack } from '@grile/shared/chakra'
import { useCurrentUser } from '@grile/shared/auth'
import { PageTitle, Loading } from '@grile/shared/ui'
import { SectionCard } from '../components/section-card'
import { GradesSection } from '../features/grades/components/grades-section'
import { MasterySection } from '../features/mastery/components/mastery-section'
import { PerformanceSection } from '../features/profile/components/performance-section'
import { PersonalSection } from '../features/profile/components/personal-section'
import { TokensSection } from '../features/profile/components/tokens-section'
import { PurchasesList } from '../features/purchases/components/purchases-list'

/**
 * /me (docs/pages.md#profile): Personal, Performance, Tokens and Purchases, with the user's grades over time and
 * mastery.
 */
export function ProfilePage() {
  const { user } = useCurrentUser()
  if (!user) return <Loading />
  return (
    <>
      <PageTitle>Profile</PageTitle>
      <Stack gap={6}>
        <PersonalSection user={user} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
          <PerformanceSection user={user} />
          <TokensSection user={user} />
        </SimpleGrid>
        <GradesSection userId={user.id} />
        <MasterySection userId={user.id} practise />
        <SectionCard title="Purchases">
          <PurchasesList userId={user.id} />
        </SectionCard>
      </Stack>
    </>
  )
}
