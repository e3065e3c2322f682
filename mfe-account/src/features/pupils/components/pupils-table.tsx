import { useState } from 'react'
import { Flex, IconButton } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { LuListChecks } from 'react-icons/lu'
import type { users } from '@grile/shared/contract'
import { ListTable, RowActionsMenu, RowTitleLink, type ListColumn, type RowAction } from '@grile/shared/ui'
import { routes } from '../../../config/paths'
import { LatestActivity } from './latest-activity'
import { RemovePupilDialog } from './remove-pupil-dialog'

/**
 * Edit User (administrators), Exams, Materials and Remove; and the pupil's grades over time and mastery
 * (docs/pages.md#pupils).
 */
function pupilActions(
  pupil: users.Pupil,
  isAdmin: boolean,
  onRemove: (pupil: users.Pupil) => void,
): RowAction[] {
  const editUser: RowAction[] = isAdmin
    ? [{ value: 'edit-user', label: 'Edit User', to: routes.adminUser(pupil.id) }]
    : []
  return [
    ...editUser,
    { value: 'exams', label: 'Exams', to: routes.pupilExams(pupil.id) },
    { value: 'materials', label: 'Materials', to: routes.pupilMaterials(pupil.id) },
    { value: 'grades', label: 'Grades and mastery', to: routes.pupilGrades(pupil.id) },
    { value: 'remove', label: 'Remove', danger: true, onSelect: () => onRemove(pupil) },
  ]
}

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
          <RowActionsMenu itemName={pupil.name} actions={pupilActions(pupil, isAdmin, setRemoving)} />
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
