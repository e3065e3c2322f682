import { useState } from 'react'
import { Flex, IconButton } from '@grile/shared/chakra'
import { Link as RouterLink } from 'react-router-dom'
import { LuListChecks } from 'react-icons/lu'
import type { users } from '@grile/shared/contract'
import { ListTable, RowTitleLink, type ListColumn } from '@grile/shared/ui'
import { routes } from '../../../config/paths'
import { LatestActivity } from './latest-activity'
import { PupilActionsMenu } from './pupil-actions-menu'
import { RemovePupilDialog } from './remove-pupil-dialog'

export interface PupilsTableProps {
  teacherId: string
  pupils: users.Pupil[]
  isAdmin: boolean
}

/**
 * #, Name, Email, Rating and Actions (the pupil's attempts, and a menu) (docs/pages.md#pupils). The name
 * opens the pupil's attempts, as the row's link does.
 */
export function PupilsTable({ teacherId, pupils, isAdmin }: PupilsTableProps) {
  const [removing, setRemoving] = useState<users.Pupil | null>(null)
  const columns: ListColumn<users.Pupil>[] = [
    { header: '#', kind: 'marker', cell: (_pupil, index) => index + 1 },
    {
      header: 'Name',
      kind: 'title',
      cell: (pupil) => (
        <>
          <RowTitleLink to={routes.pupilAttempts(pupil.id)}>{pupil.name}</RowTitleLink>
          <LatestActivity pupilId={pupil.id} />
        </>
      ),
    },
    { header: 'Email', cell: (pupil) => pupil.email },
    { header: 'Rating', align: 'end', cell: (pupil) => pupil.rating },
    {
      header: 'Actions',
      kind: 'actions',
      align: 'end',
      cell: (pupil) => (
        <Flex justify={{ base: 'start', md: 'end' }} gap={1}>
          <IconButton asChild aria-label={`Attempts of ${pupil.name}`} variant="ghost" size="sm">
            <RouterLink to={routes.pupilAttempts(pupil.id)}>
              <LuListChecks />
            </RouterLink>
          </IconButton>
          <PupilActionsMenu pupil={pupil} isAdmin={isAdmin} onRemove={setRemoving} />
        </Flex>
      ),
    },
  ]
  return (
    <>
      <ListTable
        label="Pupils"
        items={pupils}
        columns={columns}
        rowKey={(pupil) => pupil.id}
        rowTestId="pupil-row"
        interactive
        framed={false}
      />
      <RemovePupilDialog teacherId={teacherId} pupil={removing} onClose={() => setRemoving(null)} />
    </>
  )
}
