import { createAppConfig } from '@grile/shared/build'

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'mfe_exams',
  devPort: 3001,
  title: 'Grile · Exams and attempts',
  exposes: { './App': './src/app.tsx', './ExamTable': './src/exam-table.tsx', './preload': './src/preload.ts' },
})
