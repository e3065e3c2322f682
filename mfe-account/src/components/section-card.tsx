import type { ReactNode } from 'react'
import { Card, Heading } from '@grile/shared/chakra'

/** One titled section of a page (the profile's Personal, Performance, Tokens, Purchases). */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap={4}>{children}</Card.Body>
    </Card.Root>
  )
}
