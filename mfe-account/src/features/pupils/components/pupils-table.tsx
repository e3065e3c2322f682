import { useState } from 'react'
import { Flex, IconButton, Table } from '@grile/shared/chakra'
import { Link as RouterLink } from 'react-router-dom'
import { LuListChecks } from 'react-icons/lu'
import type { users } from '@grile/shared/contract'
import { routes } from '../../../config/paths'
import { LatestActivity } from './latest-activity'
import { PupilActionsMenu } from './pupil-actions-menu'
import { RemovePupilDialog } from './remove-pupil-dialog'

export interface PupilsTableProps {
  teacherId: string
  pupils: users.Pupil[]
  isAdmin: boolean
}

/** Spec §2: #, Name, Email, Rating and Actions (the pupil's attempts, and a menu). */
export function PupilsTable({ teacherId, pupils, isAdmin }: PupilsTableProps) {
  const [removing, setRemoving] = useState<users.Pupil | null>(null)
  return (
    <>
      <Table.ScrollArea>
        <Table.Root size="sm" interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>#</Table.ColumnHeader>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Email</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Rating</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {pupils.map((pupil, index) => (
              <Table.Row key={pupil.id} data-testid="pupil-row">
                <Table.Cell>{index + 1}</Table.Cell>
                <Table.Cell>
                  {pupil.name}
                  <LatestActivity pupilId={pupil.id} />
                </Table.Cell>
                <Table.Cell>{pupil.email}</Table.Cell>
                <Table.Cell textAlign="end">{pupil.rating}</Table.Cell>
                <Table.Cell>
                  <Flex justify="end" gap={1}>
                    <IconButton asChild aria-label={`Attempts of ${pupil.name}`} variant="ghost" size="sm">
                      <RouterLink to={routes.pupilAttempts(pupil.id)}>
                        <LuListChecks />
                      </RouterLink>
                    </IconButton>
                    <PupilActionsMenu pupil={pupil} isAdmin={isAdmin} onRemove={setRemoving} />
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <RemovePupilDialog teacherId={teacherId} pupil={removing} onClose={() => setRemoving(null)} />
    </>
  )
}
