import { useEffect, useState } from 'react'
import { IconButton } from '@grile/shared/chakra'
import { LuArrowUp } from 'react-icons/lu'

/** The button shows once the page has scrolled further than this (docs/pages.md#scrolling). */
export const BACK_TO_TOP_THRESHOLD_PX = 200

export function BackToTop() {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  if (!visible) return null
  return (
    <IconButton
      aria-label="Back to top"
      position="fixed"
      bottom={{ base: 4, md: 6 }}
      right={{ base: 4, md: 6 }}
      zIndex="docked"
      rounded="full"
      size="lg"
      colorPalette="blue"
      shadow="lg"
      onClick={() => {
        window.scrollTo({ top: 0, left: 0, behavior: 'smooth' })
        // Keyboard users continue from the top of the page, not from a button that disappears.
        document.getElementById('main')?.focus({ preventScroll: true })
      }}
    >
      <LuArrowUp />
    </IconButton>
  )
}
