import { Box, CloseButton, Dialog, Portal } from '@grile/shared/chakra'
import { LuZoomIn } from 'react-icons/lu'
import { ThemedImage, type ThemedSource } from './themed-image'

interface ZoomableImageProps {
  src: ThemedSource
  alt: string
  width: number
  height: number
}

/** A product image that opens larger in a dialog when clicked. */
export function ZoomableImage({ src, alt, width, height }: ZoomableImageProps) {
  return (
    <Dialog.Root size="xl" placement="center">
      <Dialog.Trigger asChild>
        <Box
          as="button"
          aria-label={`Zoom in: ${alt}`}
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
            right={2}
            bottom={2}
            bg="bg.panel"
            color="fg"
            rounded="full"
            p={2}
            shadow="sm"
            aria-hidden
          >
            <LuZoomIn />
          </Box>
        </Box>
      </Dialog.Trigger>
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
  )
}
