import { Alert, CloseButton, Stack } from '@grile/shared/chakra'
import { useAlertStore } from '../alert-store'

/** Shows the alerts any app raised; each clears itself after 15 s or on close. */
export function AlertBanner() {
  const alerts = useAlertStore((state) => state.alerts)
  const dismissAlert = useAlertStore((state) => state.dismissAlert)
  if (alerts.length === 0) return null
  return (
    <Stack position="fixed" top="64px" left="50%" transform="translateX(-50%)" zIndex="toast" w="min(640px, 94vw)" gap={2}>
      {alerts.map((alert) => (
        <Alert.Root key={alert.id} status={alert.type === 'success' ? 'success' : 'error'} variant="solid" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{alert.title}</Alert.Title>
            {alert.text ? <Alert.Description>{alert.text}</Alert.Description> : null}
          </Alert.Content>
          <CloseButton size="sm" aria-label="Dismiss" onClick={() => dismissAlert(alert.id)} />
        </Alert.Root>
      ))}
    </Stack>
  )
}
