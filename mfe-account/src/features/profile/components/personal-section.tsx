import type { CurrentUser } from '@grile/shared/auth'
import { SectionCard } from '../../../components/section-card'
import { NameForm } from './name-form'
import { ReadOnlyField } from '@grile/shared/ui'

export const USER_ID_HINT =
  'If you are a teacher, give this id to your pupils so they can assign you as their teacher.'

export function PersonalSection({ user }: { user: CurrentUser }) {
  return (
    <SectionCard title="Personal">
      <ReadOnlyField label="User Id" value={user.id} hint={USER_ID_HINT} monospace />
      <ReadOnlyField label="Email" value={user.email} />
      {/* A new name from the server starts the form afresh. */}
      <NameForm key={user.name} user={user} />
    </SectionCard>
  )
}
