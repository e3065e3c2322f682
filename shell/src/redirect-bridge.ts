// The page at the MSAL redirect URI (/redirect.html): it hands the identity provider's answer to the
// window that opened the popup or frame. Not federated: it must load fast and alone.
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge'

broadcastResponseToMainFrame().catch(() => {
  // Opened directly, without an answer to pass on: go to the home page.
  window.location.replace('/')
})
