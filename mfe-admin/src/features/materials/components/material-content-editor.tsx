import { useDeferredValue, useState } from 'react'
import { Box, Button, Field, Heading, HStack, SimpleGrid, Stack, Text, Textarea } from '@grile/shared/chakra'
import { LuSave } from 'react-icons/lu'
import { materials } from '@grile/shared/contract'
import { LessonFrame } from '@grile/shared/ui'

export interface MaterialContentEditorProps {
  title: string
  initialHtml: string
  saving: boolean
  onSave: (html: string) => Promise<string | undefined>
}

/**
 * The lesson's HTML beside a live preview in the same sandboxed frame students read it in. The API
 * sanitises on save, so after saving the editor shows what was actually kept.
 */
export function MaterialContentEditor({ title, initialHtml, saving, onSave }: MaterialContentEditorProps) {
  const [html, setHtml] = useState(initialHtml)
  const [savedHtml, setSavedHtml] = useState(initialHtml)
  // Typing stays responsive while the frame reloads its document behind.
  const previewHtml = useDeferredValue(html)
  const max = materials.MATERIAL_CONTENT_MAX_LENGTH
  const error = html.length > max ? `must not be longer than ${max} characters` : undefined
  const changed = html !== savedHtml

  return (
    <Stack
      as="form"
      aria-label="Edit content"
      gap={4}
      onSubmit={async (event) => {
        event.preventDefault()
        if (error) return
        const kept = await onSave(html)
        if (kept !== undefined) {
          setHtml(kept)
          setSavedHtml(kept)
        }
      }}
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6} alignItems="start">
        {/* The editor and its button stay in view beside a long preview. */}
        <Stack gap={4} position={{ lg: 'sticky' }} top={{ lg: '72px' }}>
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>HTML</Field.Label>
            <Textarea
              value={html}
              onChange={(event) => setHtml(event.currentTarget.value)}
              rows={24}
              fontFamily="mono"
              spellCheck={false}
            />
            <Field.HelperText>
              Text, headings, lists, tables, links, images and code are kept; scripts and event handlers are
              removed on save.
            </Field.HelperText>
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <HStack gap={3}>
            <Button type="submit" colorPalette="blue" disabled={Boolean(error) || !changed} loading={saving}>
              <LuSave /> Save content
            </Button>
            {changed ? (
              <Text fontSize="sm" color="fg.muted">
                Unsaved changes
              </Text>
            ) : null}
          </HStack>
        </Stack>
        <Box as="section" aria-labelledby="preview-heading" borderWidth="1px" rounded="md" p={4}>
          <Heading as="h2" size="sm" mb={3} id="preview-heading" color="fg.muted">
            Preview
          </Heading>
          <LessonFrame title={title} html={previewHtml} />
        </Box>
      </SimpleGrid>
    </Stack>
  )
}
