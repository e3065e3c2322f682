import { Landing } from '../../features/landing/components/landing'

export function ProductPage() {
  return (
    <>
      <title>Grile · English tests for the Police Academy</title>
      <Landing />
    </>
  )
}
