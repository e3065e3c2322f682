import { Box, Button, Flex, IconButton, Link, loadOverlays, Menu, Spacer, Text } from '@grile/shared/chakra'
import { Link as RouterLink, useNavigate } from '@grile/shared/router'
import { LuCoins, LuMenu, LuMoon, LuSun } from 'react-icons/lu'
import { signIn, signOut, SIGN_OUT_MESSAGE, useCurrentUser } from '@grile/shared/auth'
import { useColorMode } from '@grile/shared/theme'
import { showSuccess } from '../alert-store'
import { MenuButton } from '../menu-button'

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
            <Flex align="center" gap={1} aria-label="Tokens" title="Tokens" data-testid="token-count">
              <LuCoins aria-hidden />
              <Text fontWeight="semibold">{user.tokens}</Text>
            </Flex>
            <MenuButton
              button={
                <Button variant="ghost" size="sm" maxW="40vw" truncate>
                  {user.name}
                </Button>
              }
            >
              <Menu.Item value="profile" onSelect={() => navigate('/me')}>
                Profile
              </Menu.Item>
              <Menu.Item value="sign-out" onSelect={() => void handleSignOut()}>
                Sign Out
              </Menu.Item>
            </MenuButton>
          </>
        ) : (
          // data-visitor-only: hidden before the first paint when a signed-in session is resuming.
          <Button
            size="sm"
            colorPalette="blue"
            onClick={() => void signIn()}
            loading={signingIn}
            data-visitor-only=""
          >
            Sign In
          </Button>
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
