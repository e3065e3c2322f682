import { Button } from '@grile/shared/chakra'
import { LuBookCheck, LuBookX } from 'react-icons/lu'
import { showError } from '@grile/shared/ui'
import { useStudyMaterial } from '../api/study-material'

export const MARK_AS_STUDIED = 'Mark as Studied'
export const REMOVE_STUDIED_MARK = 'Remove marked as studied'

/** One button toggles the study mark (POST or DELETE …/study) (docs/product-rules.md#study-marks). */
export function StudyToggleButton({ materialId, studied }: { materialId: string; studied: boolean }) {
  const { trigger, isMutating } = useStudyMaterial(materialId)

  const toggle = async () => {
    try {
      await trigger(!studied)
    } catch {
      showError(studied ? 'Removing the study mark failed.' : 'Marking the material as studied failed.')
    }
  }

  return (
    <Button
      colorPalette={studied ? 'gray' : 'green'}
      variant={studied ? 'outline' : 'solid'}
      loading={isMutating}
      onClick={() => void toggle()}
    >
      {studied ? <LuBookX /> : <LuBookCheck />}
      {studied ? REMOVE_STUDIED_MARK : MARK_AS_STUDIED}
    </Button>
  )
}
