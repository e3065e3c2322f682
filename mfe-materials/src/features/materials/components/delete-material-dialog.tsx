import { Button, Dialog, Portal } from '@grile/shared/chakra'
import { showError, showSuccess } from '@grile/shared/ui'
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
    <Dialog.Root
      role="alertdialog"
      open={material !== null}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete {material?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{DELETE_MATERIAL_QUESTION}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={isMutating} onClick={() => void confirm()}>
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
