import { Image, type ImageProps } from '@grile/shared/chakra'
import { useColorMode } from '@grile/shared/theme'

export interface ThemedSource {
  light: string
  dark: string
}

/** An image drawn once for each theme; shows the drawing of the current one. */
export function ThemedImage({ src, alt, ...rest }: Omit<ImageProps, 'src'> & { src: ThemedSource; alt: string }) {
  const { colorMode } = useColorMode()
  return <Image src={src[colorMode]} alt={alt} data-theme-variant={colorMode} {...rest} />
}
