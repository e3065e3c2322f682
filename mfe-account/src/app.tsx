import { Route, Routes } from '@grile/shared/router'
import type { RemoteAppProps } from '@grile/shared/federation'
import { NotFoundView } from '@grile/shared/ui'
import { paths } from './config/paths'
import { ClassMasteryPage } from './routes/class-mastery-page'
import { LessonsBuyPage } from './routes/lessons-buy-page'
import { ProfilePage } from './routes/profile-page'
import { PupilGradesPage } from './routes/pupil-grades-page'
import { PupilsPage } from './routes/pupils-page'
import { PurchasePage } from './routes/purchase-page'
import { TeacherPage } from './routes/teacher-page'
import { TokensPage } from './routes/tokens-page'
import { VoucherPage } from './routes/voucher-page'

/** The pages under each base path the shell mounts this remote on. */
function routesUnder(basePath: string) {
  switch (basePath) {
    case paths.me:
      return <Route index element={<ProfilePage />} />
    case paths.teacher:
      return <Route index element={<TeacherPage />} />
    case paths.pupils:
      return (
        <>
          <Route index element={<PupilsPage />} />
          <Route path="mastery" element={<ClassMasteryPage />} />
          <Route path=":pupilUserId" element={<PupilGradesPage />} />
        </>
      )
    case paths.tokens:
      return <Route index element={<TokensPage />} />
    case paths.lessonsBuy:
      return <Route index element={<LessonsBuyPage />} />
    case paths.purchases:
      return <Route path=":sessionId" element={<PurchasePage />} />
    case paths.vouchersByIstoricescu:
      return <Route path=":voucherByIstoricescuId" element={<VoucherPage />} />
    default:
      return null
  }
}

/** The route subtree of mfe-account, relative to the base path the shell mounted it under. */
export function App({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      {routesUnder(basePath)}
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  )
}
