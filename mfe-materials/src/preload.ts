// Exposed as `mfe_materials/preload`: the requests a page makes first, started while its code still loads.
import { matchPath } from '@grile/shared/router'
import { useUserStore } from '@grile/shared/auth'
import type { RemoteAppProps } from '@grile/shared/federation'
import { paths } from './config/paths'
import { preloadMaterial } from './features/materials/api/get-material'
import { preloadMaterialContent } from './features/materials/api/get-material-content'
import { preloadMaterials } from './features/materials/api/get-materials'
import { preloadMaterialExams } from './features/materials/components/material-exams'

/** The page App is about to show at the current location: the list or a lesson. */
export function preloadApp(_props: RemoteAppProps): void {
  const { pathname, search } = window.location
  if (matchPath(paths.materials, pathname)) {
    const pupilUserId = new URLSearchParams(search).get('pupilUserId') || undefined
    const ownList = !pupilUserId || pupilUserId === useUserStore.getState().user?.id
    preloadMaterials(ownList ? undefined : pupilUserId)
    return
  }
  const materialId = matchPath(`${paths.materials}/:materialId`, pathname)?.params.materialId
  if (!materialId) return
  preloadMaterial(materialId)
  preloadMaterialContent(materialId)
  preloadMaterialExams(materialId)
}
