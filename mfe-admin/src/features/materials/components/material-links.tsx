import { Button, HStack } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { LuBookOpen, LuFileCode, LuPencil } from 'react-icons/lu'
import { routes } from '../../../config/paths'

/** Links from a material's admin pages to its other page and to the lesson as students see it. */
export function MaterialLinks({ materialId, to }: { materialId: string; to: 'edit' | 'content' }) {
  return (
    <HStack gap={2} mt={-3} mb={6} wrap="wrap">
      {to === 'content' ? (
        <Button asChild size="xs" variant="outline">
          <RouterLink to={routes.editMaterialContent(materialId)}>
            <LuFileCode /> Edit content
          </RouterLink>
        </Button>
      ) : (
        <Button asChild size="xs" variant="outline">
          <RouterLink to={routes.editMaterial(materialId)}>
            <LuPencil /> Edit title or topic
          </RouterLink>
        </Button>
      )}
      <Button asChild size="xs" variant="outline">
        <RouterLink to={routes.material(materialId)}>
          <LuBookOpen /> Open as a student
        </RouterLink>
      </Button>
    </HStack>
  )
}
