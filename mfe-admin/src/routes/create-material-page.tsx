import { useState } from 'react'
import { useNavigate } from '@grile/shared/router'
import { PageTitle, showError, showSuccess, Loading } from '@grile/shared/ui'
import { routes } from '../config/paths'
import { problemFieldErrors, type FormErrors } from '../lib/form-errors'
import { useCreateMaterial } from '../features/materials/api/create-material'
import { useMaterialTopics } from '../features/materials/api/get-material-topics'
import { MaterialForm } from '../features/materials/components/material-form'
import { MATERIAL_CREATED, MATERIAL_EDIT_FAILED } from '../features/materials/messages'

/** /admin/materials/create: a new material starts empty, so the admin goes on to write its content. */
export function CreateMaterialPage() {
  const navigate = useNavigate()
  const { data: topics, isLoading } = useMaterialTopics()
  const { trigger, isMutating } = useCreateMaterial()
  const [serverErrors, setServerErrors] = useState<FormErrors>({})

  if (isLoading) return <Loading />
  return (
    <>
      <PageTitle>Create Material</PageTitle>
      <MaterialForm
        initial={{ title: '', materialTopicId: '' }}
        topics={topics ?? []}
        submitLabel="Create material"
        submitting={isMutating}
        serverErrors={serverErrors}
        onSubmit={async (material) => {
          try {
            const { id } = await trigger(material)
            showSuccess(MATERIAL_CREATED)
            navigate(routes.editMaterialContent(id))
          } catch (error) {
            setServerErrors(problemFieldErrors(error))
            showError(MATERIAL_EDIT_FAILED)
          }
        }}
      />
    </>
  )
}
