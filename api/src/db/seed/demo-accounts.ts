/**
 * Demo accounts for trying every role (development and tests). The same ids are the local identity
 * provider's account ids (the `oid` claim) and the API's user ids.
 */
export interface DemoAccount {
  id: string
  email: string
  name: string
  role: 'admin' | 'teacher' | 'pupil'
  tokens: number
  customer: boolean
  /** The demo teacher's id for pupils. */
  teacherId: string | null
}

export const DEMO_TEACHER_ID = '0b7c8a8e-5d4f-4c1e-9a7b-2f1e3d4c5b60'

export const demoAccounts: DemoAccount[] = [
  {
    id: '6f1d2c3b-4a5e-4f60-8b71-9c0d1e2f3a40',
    email: 'admin@grile.ro',
    name: 'Admin',
    role: 'admin',
    tokens: 100,
    customer: true,
    teacherId: null,
  },
  {
    id: DEMO_TEACHER_ID,
    email: 'teacher@grile.ro',
    name: 'Prof. Ionescu',
    role: 'teacher',
    tokens: 20,
    customer: true,
    teacherId: null,
  },
  {
    id: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c81',
    email: 'ana.popescu@grile.ro',
    name: 'Ana Popescu',
    role: 'pupil',
    tokens: 10,
    customer: true,
    teacherId: DEMO_TEACHER_ID,
  },
  {
    id: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c82',
    email: 'mihai.ionita@grile.ro',
    name: 'Mihai Ionita',
    role: 'pupil',
    tokens: 10,
    customer: false,
    teacherId: DEMO_TEACHER_ID,
  },
]
