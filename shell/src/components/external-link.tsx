import type { ReactNode } from 'react'
import { Link, type LinkProps, VisuallyHidden } from '@grile/shared/chakra'
import { LuExternalLink } from 'react-icons/lu'

/** A link to another site, opened in a new tab, saying so to screen readers. */
export function ExternalLink({ href, children, ...rest }: LinkProps & { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <LuExternalLink aria-hidden />
      <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </Link>
  )
}
