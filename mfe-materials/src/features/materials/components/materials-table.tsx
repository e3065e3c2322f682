import { useState } from 'react'
import { Box, Button, HStack, Icon, Text } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { LuCircleCheck } from 'react-icons/lu'
import type { MaterialDto } from '@grile/shared/contract'
import { useCurrentUser } from '@grile/shared/auth'
import { formatDate } from '@grile/shared/dates'
import { ListTable, RowActionsMenu, RowTitleLink, type ListColumn, type RowAction } from '@grile/shared/ui'
import { routes } from '../../../config/paths'
import { DeleteMaterialDialog } from './delete-material-dialog'

/** Edit, Edit Content and Delete, for administrators (docs/pages.md#materials-list). */
function materialAdminActions(material: MaterialDto, onDelete: (material: MaterialDto) => void): RowAction[] {
  return [
    { value: 'edit', label: 'Edit', to: routes.adminEditMaterial(material.id) },
    { value: 'edit-content', label: 'Edit Content', to: routes.adminEditMaterialContent(material.id) },
    { value: 'delete', label: 'Delete', danger: true, onSelect: () => onDelete(material) },
  ]
}

export interface MaterialsTableProps {
  materials: MaterialDto[]
  /** The Actions column: only on one's own list (docs/pages.md#materials-list). */
  showActions: boolean
}

/**
 * Studied (a green check), Title, Studied On and, on one's own list, Actions (docs/pages.md#materials-list).
 * The title opens the lesson where the Study link does.
 */
export function MaterialsTable({ materials, showActions }: MaterialsTableProps) {
  const { isAdmin } = useCurrentUser()
  const [deleting, setDeleting] = useState<MaterialDto | null>(null)

  const columns: ListColumn<MaterialDto>[] = [
    {
      header: 'Studied',
      kind: 'marker',
      width: '20',
      cell: (material) =>
        material.studiedAt ? (
          <Icon color="green.solid" boxSize={5} role="img" aria-label="Studied" aria-hidden={false}>
            <LuCircleCheck />
          </Icon>
        ) : null,
    },
    {
      header: 'Title',
      kind: 'title',
      cell: (material) =>
        showActions ? (
          <RowTitleLink to={routes.material(material.id)}>{material.title}</RowTitleLink>
        ) : (
          <Text as="span" fontWeight="medium">
            {material.title}
          </Text>
        ),
    },
    {
      header: 'Studied On',
      width: '32',
      cellProps: { fontVariantNumeric: 'tabular-nums' },
      cell: (material) => formatDate(material.studiedAt),
    },
  ]
  if (showActions) {
    columns.push({
      header: 'Actions',
      kind: 'actions',
      width: '36',
      cell: (material) => (
        <HStack gap={1}>
          <Button asChild size="xs" colorPalette="blue">
            <RouterLink to={routes.material(material.id)} aria-label={`Study ${material.title}`}>
              Study
            </RouterLink>
          </Button>
          {isAdmin ? (
            <RowActionsMenu itemName={material.title} actions={materialAdminActions(material, setDeleting)} />
          ) : (
            <Box w="8" />
          )}
        </HStack>
      ),
    })
  }

  return (
    <>
      <ListTable
        label="Materials"
        items={materials}
        columns={columns}
        rowKey={(material) => material.id}
        rowTestId="material-row"
        interactive
      />
      {isAdmin ? <DeleteMaterialDialog material={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  )
}
