import { useState, type ReactNode } from 'react'
import { Box, Flex, Link } from '@grile/shared/chakra'
import { TopBar } from './top-bar'
import { SideDrawer } from './side-drawer'
import { Footer } from './footer'
import { AlertBanner } from './alert-banner'
import { BackToTop } from './back-to-top'
import { ScrollManager } from './scroll-manager'

function SkipToContent() {
  return (
    <Link
      href="#main"
      position="absolute"
      left={2}
      top={-20}
      zIndex="skipLink"
      bg="bg.panel"
      px={3}
      py={2}
      rounded="md"
      borderWidth="1px"
      _focusVisible={{ top: 2 }}
      onClick={(event) => {
        // Focus the content without putting #main into the URL (the router would treat it as an anchor).
        event.preventDefault()
        document.getElementById('main')?.focus()
      }}
    >
      Skip to content
    </Link>
  )
}

export interface LayoutFrameProps {
  children: ReactNode
  /** Called when a navigation entry is pointed at or focused, with its path. */
  onNavigationIntent?: (to: string) => void
}

/** Top bar, side drawer, content area (max 1200 px) and footer around every page. */
export function LayoutFrame({ children, onNavigationIntent }: LayoutFrameProps) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  return (
    <Flex direction="column" minH="100vh">
      <ScrollManager />
      <SkipToContent />
      <TopBar onOpenDrawer={() => setDrawerOpen(true)} />
      <SideDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        onNavigationIntent={onNavigationIntent}
      />
      <AlertBanner />
      <Box
        as="main"
        id="main"
        tabIndex={-1}
        // The footer starts below the first screen whatever the page shows while it loads, so content
        // arriving (a remote, a list, a card) never moves it into or out of view: no layout shift.
        minH="100vh"
        w="100%"
        maxW="1200px"
        mx="auto"
        px={{ base: 3, md: 6 }}
        py={6}
        _focus={{ outline: 'none' }}
      >
        {children}
      </Box>
      <Footer />
      <BackToTop />
    </Flex>
  )
}
