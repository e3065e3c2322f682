import { PageTitle } from '@grile/shared/ui'
import { InteractivePractice } from '../features/interactive/components/interactive-practice'

export function InteractivePage() {
  return (
    <>
      <PageTitle>Interactive</PageTitle>
      <InteractivePractice />
    </>
  )
}
