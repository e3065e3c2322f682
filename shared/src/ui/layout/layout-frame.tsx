import { useState, type ReactNode } from 'react'
import { Box, Flex } from '@chakra-ui/react'
import { TopBar } from './top-bar'
import { SideDrawer } from './side-drawer'
import { Footer } from './footer'
import { AlertBanner } from './alert-banner'

/** Top bar, side drawer, content area (max 1200 px) and footer around every page. */
export function LayoutFrame({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  return (
    <Flex direction="column" minH="100vh">
      <TopBar onOpenDrawer={() => setDrawerOpen(true)} />
      <SideDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <AlertBanner />
      <Box as="main" id="main" flex="1" w="100%" maxW="1200px" mx="auto" px={{ base: 3, md: 6 }} py={6}>
        {children}
      </Box>
      <Footer />
    </Flex>
  )
}
