import { IconButton, Menu, Portal } from '@grile/shared/chakra'
import { Link as RouterLink } from 'react-router-dom'
import { LuEllipsisVertical } from 'react-icons/lu'
import type { MaterialDto } from '@grile/shared/contract'
import { routes } from '../../../config/paths'

export interface MaterialAdminMenuProps {
  material: MaterialDto
  onDelete: (material: MaterialDto) => void
}

/** Edit, Edit Content and Delete, for administrators (docs/pages.md#materials-list). */
export function MaterialAdminMenu({ material, onDelete }: MaterialAdminMenuProps) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton aria-label={`More actions for ${material.title}`} variant="ghost" size="sm">
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="310px">
            <Menu.Item value="edit" asChild>
              <RouterLink to={routes.adminEditMaterial(material.id)}>Edit</RouterLink>
            </Menu.Item>
            <Menu.Item value="edit-content" asChild>
              <RouterLink to={routes.adminEditMaterialContent(material.id)}>Edit Content</RouterLink>
            </Menu.Item>
            <Menu.Item value="delete" color="fg.error" onSelect={() => onDelete(material)}>
              Delete
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
