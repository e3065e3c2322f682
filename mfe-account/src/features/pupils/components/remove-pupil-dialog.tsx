import { Button, Dialog, Portal } from '@grile/shared/chakra'
import type { users } from '@grile/shared/contract'
import { showError, showSuccess } from '@grile/shared/ui'
import { useRemovePupil } from '../api/remove-pupil'

export const REMOVE_PUPIL_QUESTION = 'Are you sure you want to delete this pupil?'
export const pupilRemovedMessage = (name: string) => `Removed pupil "${name}" successfully`
export const pupilRemovalFailedMessage = (name: string) => `Removing pupil "${name}" failed`

export interface RemovePupilDialogProps {
  teacherId: string
  pupil: users.Pupil | null
  onClose: () => void
}

/** Removing a pupil asks first (docs/product-rules.md#validation). */
export function RemovePupilDialog({ teacherId, pupil, onClose }: RemovePupilDialogProps) {
  const { trigger, isMutating } = useRemovePupil(teacherId)

  const confirm = async () => {
    if (!pupil) return
    try {
      await trigger(pupil.id)
      showSuccess(pupilRemovedMessage(pupil.name))
    } catch {
      showError(pupilRemovalFailedMessage(pupil.name))
    }
    onClose()
  }

  return (
    <Dialog.Root
      role="alertdialog"
      open={pupil !== null}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Remove {pupil?.name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{REMOVE_PUPIL_QUESTION}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={isMutating} onClick={() => void confirm()}>
                Remove
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
