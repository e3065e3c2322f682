import { IconButton, Menu, Portal } from '@grile/shared/chakra'
import { Link as RouterLink } from 'react-router-dom'
import { LuEllipsisVertical } from 'react-icons/lu'
import type { users } from '@grile/shared/contract'
import { routes } from '../../../config/paths'

export interface PupilActionsMenuProps {
  pupil: users.Pupil
  isAdmin: boolean
  onRemove: (pupil: users.Pupil) => void
}

/**
 * Edit User (administrators), Exams, Materials and Remove; and the pupil's grades over time
 * (docs/pages.md#pupils).
 */
export function PupilActionsMenu({ pupil, isAdmin, onRemove }: PupilActionsMenuProps) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton aria-label={`More actions for ${pupil.name}`} variant="ghost" size="sm">
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="310px">
            {isAdmin ? (
              <Menu.Item value="edit-user" asChild>
                <RouterLink to={routes.adminUser(pupil.id)}>Edit User</RouterLink>
              </Menu.Item>
            ) : null}
            <Menu.Item value="exams" asChild>
              <RouterLink to={routes.pupilExams(pupil.id)}>Exams</RouterLink>
            </Menu.Item>
            <Menu.Item value="materials" asChild>
              <RouterLink to={routes.pupilMaterials(pupil.id)}>Materials</RouterLink>
            </Menu.Item>
            <Menu.Item value="grades" asChild>
              <RouterLink to={routes.pupilGrades(pupil.id)}>Grades</RouterLink>
            </Menu.Item>
            <Menu.Item value="remove" color="fg.error" onSelect={() => onRemove(pupil)}>
              Remove
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
