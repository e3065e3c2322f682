import { createAppConfig } from '@grile/shared/build'

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  title: 'Grile · Exams and attempts',
  exposes: {
    './App': './src/app.tsx',
    './ExamTable': './src/exam-table.tsx',
    './preload': './src/preload.ts',
  },
})
