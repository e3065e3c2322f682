import type { ReactNode } from 'react'
import { Heading, List, Stack, Text } from '@grile/shared/chakra'

export interface LegalSection {
  title: string
  paragraphs?: ReactNode[]
  points?: ReactNode[]
}

/** Headed sections of plain text, readable at a comfortable line length. */
export function LegalDocument({ sections }: { sections: LegalSection[] }) {
  return (
    <Stack gap={8} maxW="75ch">
      {sections.map((section) => (
        <Stack as="section" key={section.title} gap={3}>
          <Heading as="h2" size="xl">
            {section.title}
          </Heading>
          {section.paragraphs?.map((paragraph, index) => (
            <Text key={index}>{paragraph}</Text>
          ))}
          {section.points ? (
            <List.Root gap={2} ps={5}>
              {section.points.map((point, index) => (
                <List.Item key={index}>{point}</List.Item>
              ))}
            </List.Root>
          ) : null}
        </Stack>
      ))}
    </Stack>
  )
}
