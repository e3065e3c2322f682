/** The paths this remote owns (the shell mounts App under each). */
export const paths = {
  admin: '/admin',
} as const

export const basePaths = [paths.admin]

/** Absolute URLs of the pages this remote links to, its own and other apps'. */
export const routes = {
  home: '/',
  findUser: `${paths.admin}/users/find`,
  user: (userId: string) => `${paths.admin}/users/${userId}`,
  createMaterial: `${paths.admin}/materials/create`,
  editMaterial: (materialId: string) => `${paths.admin}/materials/${materialId}/edit`,
  editMaterialContent: (materialId: string) => `${paths.admin}/materials/${materialId}/content`,
  material: (materialId: string) => `/materials/${materialId}`,
  createExam: `${paths.admin}/exams/create`,
  editExam: (examId: string) => `${paths.admin}/exams/${examId}/edit`,
  previewExam: (examId: string) => `/exams/${examId}/attempt`,
  findExercises: `${paths.admin}/exercises/find`,
  editExercise: (exerciseId: string) => `${paths.admin}/exercises/${exerciseId}/edit`,
} as const
