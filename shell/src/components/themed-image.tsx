import { Image, type ImageProps } from '@grile/shared/chakra'

export interface ThemedSource {
  light: string
  dark: string
}

/**
 * An image drawn once for each theme. CSS shows the current theme's drawing (the class on <html>), so the
 * HTML rendered at build time, which knows no theme, is right at first paint and the same after hydration.
 */
export function ThemedImage({ src, alt, ...rest }: Omit<ImageProps, 'src'> & { src: ThemedSource; alt: string }) {
  return (
    <>
      <Image src={src.dark} alt={alt} data-theme-variant="dark" {...rest} _light={{ display: 'none' }} />
      <Image src={src.light} alt={alt} data-theme-variant="light" {...rest} _dark={{ display: 'none' }} />
    </>
  )
}
