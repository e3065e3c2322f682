import { Text } from '@grile/shared/chakra'
import { useParams } from '@grile/shared/router'
import { PageTitle, showError, showSuccess, Loading } from '@grile/shared/ui'
import { useMaterial } from '../features/materials/api/get-material'
import { useMaterialContent } from '../features/materials/api/get-material-content'
import { usePutMaterialContent } from '../features/materials/api/put-material-content'
import { MaterialContentEditor } from '../features/materials/components/material-content-editor'
import { MaterialLinks } from '../features/materials/components/material-links'
import {
  CONTENT_EDITED,
  MATERIAL_EDIT_FAILED,
  MATERIAL_NOT_LOADED_TEXT,
} from '../features/materials/messages'

/** /admin/materials/:materialId/content: the lesson's HTML with a live preview. */
export function MaterialContentPage() {
  const { materialId = '' } = useParams()
  const { data: material, error, isLoading } = useMaterial(materialId)
  const { data: html, error: contentError, isLoading: contentLoading } = useMaterialContent(materialId)
  const { trigger, isMutating } = usePutMaterialContent(materialId)

  if (isLoading || contentLoading) return <Loading />
  if (error || contentError || !material || html === undefined) {
    return (
      <>
        <PageTitle>Edit Content</PageTitle>
        <Text color="fg.error" role="alert">
          {MATERIAL_NOT_LOADED_TEXT}
        </Text>
      </>
    )
  }
  return (
    <>
      <PageTitle>Edit Content: {material.title}</PageTitle>
      <MaterialLinks materialId={material.id} to="edit" />
      <MaterialContentEditor
        key={material.id}
        title={material.title}
        initialHtml={html}
        saving={isMutating}
        onSave={async (next) => {
          try {
            const kept = await trigger(next)
            showSuccess(CONTENT_EDITED)
            return kept ?? next
          } catch {
            showError(MATERIAL_EDIT_FAILED)
            return undefined
          }
        }}
      />
    </>
  )
}
