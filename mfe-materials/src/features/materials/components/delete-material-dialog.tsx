import { ConfirmDialog, showError, showSuccess } from '@grile/shared/ui'
import { useDeleteMaterial } from '../api/delete-material'

export const DELETE_MATERIAL_QUESTION = 'Are you sure you want to delete this material?'

export interface DeleteMaterialDialogProps {
  material: { id: string; title: string } | null
  onClose: () => void
}

/** Deleting a material asks first (docs/product-rules.md#validation). */
export function DeleteMaterialDialog({ material, onClose }: DeleteMaterialDialogProps) {
  const { trigger, isMutating } = useDeleteMaterial()

  const confirm = async () => {
    if (!material) return
    try {
      await trigger(material.id)
      showSuccess('Material deleted successfully')
      onClose()
    } catch {
      showError('Deleting the material failed.')
    }
  }

  return (
    <ConfirmDialog
      open={material !== null}
      title={`Delete ${material?.title ?? ''}`}
      question={DELETE_MATERIAL_QUESTION}
      confirmLabel="Delete"
      confirming={isMutating}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  )
}
