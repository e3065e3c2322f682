import { useRef, useState } from 'react'
import { Box, CloseButton, Dialog, Portal } from '@grile/shared/chakra'
import { Overlay } from '@grile/shared/ui'
import { LuZoomIn } from 'react-icons/lu'
import { ThemedImage, type ThemedSource } from './themed-image'

interface ZoomableImageProps {
  src: ThemedSource
  alt: string
  width: number
  height: number
}

/**
 * A product image that opens larger in a dialog when clicked. The dialog is rendered from its first opening
 * (`Overlay`): the landing shows three of these. The magnifier sits at the top right, in the drawn window's
 * bar, where it hides none of the drawing's content on any screen, a 360 px phone's included.
 */
export function ZoomableImage({ src, alt, width, height }: ZoomableImageProps) {
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Box
        as="button"
        ref={trigger}
        aria-label={`Zoom in: ${alt}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        position="relative"
        display="block"
        w="100%"
        cursor="zoom-in"
        rounded="xl"
        overflow="hidden"
        shadow="md"
        transition="transform 0.15s"
        _hover={{ transform: 'scale(1.01)' }}
        focusRing="outside"
      >
        <ThemedImage src={src} alt={alt} width={width} height={height} maxW="100%" loading="lazy" />
        <Box
          position="absolute"
          top={{ base: 1, md: 2 }}
          right={{ base: 1, md: 2 }}
          bg="bg.panel"
          color="fg"
          rounded="full"
          p={{ base: 1.5, md: 2 }}
          fontSize={{ base: 'sm', md: 'md' }}
          shadow="sm"
          aria-hidden
          data-testid="zoom-badge"
        >
          <LuZoomIn />
        </Box>
      </Box>
      <Overlay open={open} onUnavailable={() => setOpen(false)}>
        <Dialog.Root
          open={open}
          onOpenChange={(details) => setOpen(details.open)}
          finalFocusEl={() => trigger.current}
          size="xl"
          placement="center"
        >
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content maxW="min(1100px, 96vw)">
                <Dialog.Header>
                  <Dialog.Title>{alt}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body pb={6}>
                  <ThemedImage src={src} alt={alt} width={width} height={height} maxW="100%" />
                </Dialog.Body>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close" />
                </Dialog.CloseTrigger>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      </Overlay>
    </>
  )
}
