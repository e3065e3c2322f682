import { Button, Stack, Text } from '@chakra-ui/react'
import { apiRequest } from '@grile/shared/api'
import { health } from '@grile/shared/contract'
import { PageTitle, showError, showSuccess } from '@grile/shared/ui'

export function ExamsPage() {
  const checkApi = async () => {
    try {
      const result = await apiRequest(health.getHealth)
      showSuccess('The API is reachable.', `Database: ${result.database}`)
    } catch {
      showError('The API is not reachable.')
    }
  }
  return (
    <Stack gap={4} align="start">
      <PageTitle>Exams</PageTitle>
      <Text>The exams list is coming soon.</Text>
      <Button onClick={() => void checkApi()}>Check the API</Button>
    </Stack>
  )
}
