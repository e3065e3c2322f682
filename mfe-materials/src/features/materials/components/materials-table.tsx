import { useState } from 'react'
import { Box, Button, HStack, Icon, Table } from '@grile/shared/chakra'
import { Link as RouterLink } from 'react-router-dom'
import { LuCircleCheck } from 'react-icons/lu'
import type { MaterialDto } from '@grile/shared/contract'
import { useCurrentUser } from '@grile/shared/auth'
import { formatDate } from '@grile/shared/dates'
import { routes } from '../../../config/paths'
import { DeleteMaterialDialog } from './delete-material-dialog'
import { MaterialAdminMenu } from './material-admin-menu'

export interface MaterialsTableProps {
  materials: MaterialDto[]
  /** The Actions column: only on one's own list (spec §2). */
  showActions: boolean
}

/** Spec §2: Studied (a green check), Title, Studied On and, on one's own list, Actions. */
export function MaterialsTable({ materials, showActions }: MaterialsTableProps) {
  const { isAdmin } = useCurrentUser()
  const [deleting, setDeleting] = useState<MaterialDto | null>(null)

  return (
    <>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" interactive aria-label="Materials">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="20">Studied</Table.ColumnHeader>
              <Table.ColumnHeader>Title</Table.ColumnHeader>
              <Table.ColumnHeader w="32">Studied On</Table.ColumnHeader>
              {showActions ? <Table.ColumnHeader w="36">Actions</Table.ColumnHeader> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {materials.map((material) => (
              <Table.Row key={material.id} data-testid="material-row">
                <Table.Cell>
                  {material.studiedAt ? (
                    <Icon color="green.solid" boxSize={5} role="img" aria-label="Studied" aria-hidden={false}>
                      <LuCircleCheck />
                    </Icon>
                  ) : null}
                </Table.Cell>
                <Table.Cell fontWeight="medium">{material.title}</Table.Cell>
                <Table.Cell fontVariantNumeric="tabular-nums">{formatDate(material.studiedAt)}</Table.Cell>
                {showActions ? (
                  <Table.Cell>
                    <HStack gap={1}>
                      <Button asChild size="xs" colorPalette="blue">
                        <RouterLink to={routes.material(material.id)} aria-label={`Study ${material.title}`}>
                          Study
                        </RouterLink>
                      </Button>
                      {isAdmin ? (
                        <MaterialAdminMenu material={material} onDelete={setDeleting} />
                      ) : (
                        <Box w="8" />
                      )}
                    </HStack>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {isAdmin ? <DeleteMaterialDialog material={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  )
}
