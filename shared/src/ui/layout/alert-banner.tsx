import { Alert, Button, CloseButton, Stack } from '@grile/shared/chakra'
import { signIn, SIGN_IN_BLOCKED_TEXT, SIGN_IN_BLOCKED_TITLE, useUserStore } from '@grile/shared/auth'
import { SOLID_HOVER } from '@grile/shared/theme'
import { useAlertStore } from '../alert-store'

/** Shows the alerts any app raised (each clears itself after 15 s or on close), and a blocked sign-in's request. */
export function AlertBanner() {
  const alerts = useAlertStore((state) => state.alerts)
  const dismissAlert = useAlertStore((state) => state.dismissAlert)
  const signInBlocked = useUserStore((state) => state.signInBlocked)
  if (alerts.length === 0 && !signInBlocked) return null
  return (
    <Stack
      position="fixed"
      top="64px"
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      w="min(640px, 94vw)"
      gap={2}
    >
      {signInBlocked ? <SignInBlockedAlert /> : null}
      {alerts.map((alert) => (
        <Alert.Root
          key={alert.id}
          status={alert.type === 'success' ? 'success' : 'error'}
          variant="solid"
          role="alert"
        >
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{alert.title}</Alert.Title>
            {alert.text ? <Alert.Description>{alert.text}</Alert.Description> : null}
          </Alert.Content>
          {/* In the alert's own colour: Chakra's ghost button draws its × in the palette's fg, dark red on red
              in the light theme (1.7:1) and pink on red in the dark one (2.5:1). */}
          <CloseButton
            size="sm"
            aria-label="Dismiss"
            color="inherit"
            _hover={SOLID_HOVER}
            onClick={() => dismissAlert(alert.id)}
          />
        </Alert.Root>
      ))}
    </Stack>
  )
}

/** Stays until the visitor taps Sign In (here or anywhere else) or dismisses it: this tap opens the popup at once. */
function SignInBlockedAlert() {
  const setSignInBlocked = useUserStore((state) => state.setSignInBlocked)
  return (
    <Alert.Root status="warning" variant="surface" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{SIGN_IN_BLOCKED_TITLE}</Alert.Title>
        <Alert.Description>{SIGN_IN_BLOCKED_TEXT}</Alert.Description>
      </Alert.Content>
      <Button size="sm" colorPalette="blue" onClick={() => void signIn()}>
        Sign In
      </Button>
      <CloseButton size="sm" aria-label="Dismiss" onClick={() => setSignInBlocked(false)} />
    </Alert.Root>
  )
}
