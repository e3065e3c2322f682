import { IconButton, Menu } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { LuEllipsisVertical } from 'react-icons/lu'
import { MenuButton } from './menu-button'

/** One entry of a row's menu: a link (`to`) or an action (`onSelect`); `danger` ones are red. */
export interface RowAction {
  value: string
  label: string
  to?: string
  onSelect?: () => void
  danger?: boolean
}

export interface RowActionsMenuProps {
  /** What the row is (a title, a name): the button is named "More actions for …". */
  itemName: string
  actions: readonly RowAction[]
}

function RowActionItem({ action }: { action: RowAction }) {
  const color = action.danger ? 'fg.error' : undefined
  if (action.to !== undefined) {
    return (
      <Menu.Item value={action.value} color={color} asChild>
        <RouterLink to={action.to}>{action.label}</RouterLink>
      </Menu.Item>
    )
  }
  return (
    <Menu.Item value={action.value} color={color} onSelect={action.onSelect}>
      {action.label}
    </Menu.Item>
  )
}

/** The ⋮ menu at the end of a table row (pupils, materials, exams), the same in every remote. */
export function RowActionsMenu({ itemName, actions }: RowActionsMenuProps) {
  return (
    <MenuButton
      button={
        <IconButton aria-label={`More actions for ${itemName}`} variant="ghost" size="sm">
          <LuEllipsisVertical />
        </IconButton>
      }
    >
      {actions.map((action) => (
        <RowActionItem key={action.value} action={action} />
      ))}
    </MenuButton>
  )
}
