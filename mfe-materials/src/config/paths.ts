/** The paths this remote owns (the shell mounts App under each). */
export const paths = {
  materials: '/materials',
} as const

export const basePaths = [paths.materials]

/** Id of the Associated Exams section on the material page (the page's anchor link targets it). */
export const ASSOCIATED_EXAMS_ANCHOR = 'associated-exams'

/** Absolute URLs of the pages this remote links to, its own and other apps'. */
export const routes = {
  materials: paths.materials,
  material: (materialId: string) => `${paths.materials}/${materialId}`,
  adminCreateMaterial: '/admin/materials/create',
  adminEditMaterial: (materialId: string) => `/admin/materials/${materialId}/edit`,
  adminEditMaterialContent: (materialId: string) => `/admin/materials/${materialId}/content`,
} as const
