import { Box, Button, Flex, IconButton, Link, loadOverlays, Menu, Spacer, Text } from '@grile/shared/chakra'
import { Link as RouterLink, useNavigate } from '@grile/shared/router'
import { LuCoins, LuMenu, LuMoon, LuSun } from 'react-icons/lu'
import { signIn, signOut, SIGN_OUT_MESSAGE, useCurrentUser } from '@grile/shared/auth'
import { useColorMode } from '@grile/shared/theme'
import { showSuccess } from '../alert-store'
import { MenuButton } from '../menu-button'

/** How the user's name stands in the top bar: the button of the user's menu. */
const NAME_BUTTON = { variant: 'ghost', size: 'sm', maxW: '40vw', truncate: true } as const

function TokenCount({ tokens, ...rest }: { tokens?: number; 'data-testid'?: string }) {
  return (
    <Flex align="center" gap={1} aria-label="Tokens" title="Tokens" {...rest}>
      <LuCoins aria-hidden />
      <Text fontWeight="semibold" data-profile-tokens="">
        {tokens}
      </Text>
    </Flex>
  )
}

/**
 * The tokens and the name of a session resuming on a page rendered at build time, hidden on the visitor's page.
 * When this device has the user's last profile but no copy of a page to paint, the page's inline script shows
 * them and writes the profile's values in before the first paint (the shell's SNAPSHOT_SCRIPT), so the bar
 * is the signed-in one at once; the app then renders the real ones in their place, with the same look. A tap
 * on the name is kept and pressed on the user's menu once the app is there.
 */
function ResumedProfile() {
  return (
    <Flex data-resumed-profile="" display="none" align="center" gap={2}>
      <TokenCount />
      <Button {...NAME_BUTTON} aria-haspopup="menu" data-profile-name="" />
    </Flex>
  )
}

export function TopBar({ onOpenDrawer }: { onOpenDrawer: () => void }) {
  const { user, isSignedIn, signingIn } = useCurrentUser()
  const navigate = useNavigate()

  const handleSignOut = async () => {
    await signOut()
    showSuccess(SIGN_OUT_MESSAGE)
    navigate('/')
  }

  return (
    <Box as="header" position="sticky" top={0} zIndex="sticky" bg="bg.panel" borderBottomWidth="1px">
      <Flex maxW="1200px" mx="auto" px={{ base: 2, md: 4 }} h="56px" align="center" gap={2}>
        {/* The drawer's code comes with the overlays: a press starts loading it, before its click. */}
        <IconButton
          aria-label="Open navigation"
          variant="ghost"
          onClick={onOpenDrawer}
          onPointerDown={() => void loadOverlays()}
        >
          <LuMenu />
        </IconButton>
        <Link asChild fontWeight="bold" fontSize="xl" color="brand.fg" _hover={{ textDecoration: 'none' }}>
          <RouterLink to="/">Grile</RouterLink>
        </Link>
        <Spacer />
        {isSignedIn && user ? (
          <>
            <TokenCount tokens={user.tokens} data-testid="token-count" />
            <MenuButton strategy="fixed" button={<Button {...NAME_BUTTON}>{user.name}</Button>}>
              <Menu.Item value="profile" onSelect={() => navigate('/me')}>
                Profile
              </Menu.Item>
              <Menu.Item value="sign-out" onSelect={() => void handleSignOut()}>
                Sign Out
              </Menu.Item>
            </MenuButton>
          </>
        ) : (
          <>
            <ResumedProfile />
            {/* data-visitor-only: hidden before the first paint when a signed-in session is resuming. */}
            <Button
              size="sm"
              colorPalette="blue"
              onClick={() => void signIn()}
              loading={signingIn}
              data-visitor-only=""
            >
              Sign In
            </Button>
          </>
        )}
        <ColorModeToggle />
      </Flex>
    </Box>
  )
}

/**
 * Its own component: the saved theme is only known after React has taken over a page rendered at build time,
 * and then only this button renders again, not the whole bar.
 */
function ColorModeToggle() {
  const { colorMode, toggleColorMode } = useColorMode()
  return (
    <IconButton
      aria-label={colorMode === 'dark' ? 'Switch to the light theme' : 'Switch to the dark theme'}
      variant="ghost"
      onClick={toggleColorMode}
    >
      {/* By CSS, so that the page rendered at build time shows the saved theme's icon before any script. */}
      <Box as="span" display="contents" _light={{ display: 'none' }}>
        <LuSun />
      </Box>
      <Box as="span" display="contents" _dark={{ display: 'none' }}>
        <LuMoon />
      </Box>
    </IconButton>
  )
}
