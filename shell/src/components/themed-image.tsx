import { Image, type ImageProps } from '@grile/shared/chakra'

export interface ThemedSource {
  light: string
  dark: string
}

type ThemedImageProps = Omit<ImageProps, 'src' | 'width' | 'height'> & {
  src: ThemedSource
  alt: string
  /** The drawing's own size: its box keeps these proportions before the file has loaded, so nothing moves. */
  width: number
  height: number
}

/**
 * An image drawn once for each theme. CSS shows the current theme's drawing (the class on <html>), so the
 * HTML rendered at build time, which knows no theme, is right at first paint and the same after hydration.
 */
export function ThemedImage({ src, alt, width, height, ...rest }: ThemedImageProps) {
  const sized = { w: '100%', h: 'auto', maxW: `${width}px`, aspectRatio: `${width} / ${height}`, ...rest }
  return (
    <>
      <Image src={src.dark} alt={alt} data-theme-variant="dark" {...sized} _light={{ display: 'none' }} />
      <Image src={src.light} alt={alt} data-theme-variant="light" {...sized} _dark={{ display: 'none' }} />
    </>
  )
}
