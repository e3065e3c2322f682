import type { users } from '@grile/shared/contract'
import { ConfirmDialog, showError, showSuccess } from '@grile/shared/ui'
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
    <ConfirmDialog
      open={pupil !== null}
      title={`Remove ${pupil?.name ?? ''}`}
      question={REMOVE_PUPIL_QUESTION}
      confirmLabel="Remove"
      confirming={isMutating}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  )
}
