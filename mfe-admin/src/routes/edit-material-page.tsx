import { useState } from 'react'
import { Text } from '@grile/shared/chakra'
import { useParams } from '@grile/shared/router'
import { PageTitle, showError, showSuccess, Loading } from '@grile/shared/ui'
import { problemFieldErrors, type FormErrors } from '../lib/form-errors'
import { useMaterial } from '../features/materials/api/get-material'
import { useMaterialTopics } from '../features/materials/api/get-material-topics'
import { useUpdateMaterial } from '../features/materials/api/update-material'
import { MaterialForm } from '../features/materials/components/material-form'
import { MaterialLinks } from '../features/materials/components/material-links'
import {
  MATERIAL_EDIT_FAILED,
  MATERIAL_NOT_LOADED_TEXT,
  MATERIAL_UPDATED,
} from '../features/materials/messages'

/** /admin/materials/:materialId/edit: title and topic. */
export function EditMaterialPage() {
  const { materialId = '' } = useParams()
  const { data: material, error, isLoading } = useMaterial(materialId)
  const { data: topics, isLoading: topicsLoading } = useMaterialTopics()
  const { trigger, isMutating } = useUpdateMaterial(materialId)
  const [serverErrors, setServerErrors] = useState<FormErrors>({})

  if (isLoading || topicsLoading) return <Loading />
  if (error || !material) {
    return (
      <>
        <PageTitle>Edit Material</PageTitle>
        <Text color="fg.error" role="alert">
          {MATERIAL_NOT_LOADED_TEXT}
        </Text>
      </>
    )
  }
  return (
    <>
      <PageTitle>Edit Material</PageTitle>
      <MaterialLinks materialId={material.id} to="content" />
      <MaterialForm
        key={material.id}
        initial={{ title: material.title, materialTopicId: material.topic.id }}
        topics={topics ?? []}
        submitLabel="Save material"
        submitting={isMutating}
        serverErrors={serverErrors}
        onSubmit={async (input) => {
          try {
            await trigger(input)
            setServerErrors({})
            showSuccess(MATERIAL_UPDATED)
          } catch (failure) {
            setServerErrors(problemFieldErrors(failure))
            showError(MATERIAL_EDIT_FAILED)
          }
        }}
      />
    </>
  )
}
