import { useState } from 'react'
import { Box, Flex, Image, Stack, Text } from '@grile/shared/chakra'
import tutorIcon from '../../../assets/ai-tutor.svg'

/** The AI tutor introduces itself when its icon is clicked (docs/pages.md#landing-page). */
export function TutorPersona() {
  const [introduced, setIntroduced] = useState(false)
  return (
    <Flex
      as="section"
      aria-label="Your AI tutor"
      align={{ base: 'start', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      gap={5}
      borderWidth="1px"
      rounded="xl"
      p={{ base: 4, md: 6 }}
      bg="bg.subtle"
    >
      <Box
        as="button"
        onClick={() => setIntroduced((value) => !value)}
        aria-expanded={introduced}
        aria-controls="ai-tutor-introduction"
        aria-label={introduced ? 'Hide the AI tutor' : 'Meet the AI tutor'}
        rounded="full"
        flexShrink={0}
        cursor="pointer"
        focusRing="outside"
        transition="transform 0.15s"
        _hover={{ transform: 'scale(1.06)' }}
      >
        <Image src={tutorIcon} alt="" width={80} height={80} boxSize="80px" />
      </Box>
      <Stack gap={2} id="ai-tutor-introduction" aria-live="polite">
        {introduced ? (
          <>
            <Text fontWeight="semibold" fontSize="lg">
              Hi, I am Ada, an artificial intelligence for studying.
            </Text>
            <Text>
              When you review an attempt or answer an interactive exercise, click the AI icon next to an
              answer and I explain why it is right, or why the one you picked is not. I am patient, I am awake
              at 2 a.m., and I never get tired of the present perfect.
            </Text>
          </>
        ) : (
          <>
            <Text fontWeight="semibold" fontSize="lg">
              Meet your AI tutor
            </Text>
            <Text color="fg.muted">Click the robot to say hello.</Text>
          </>
        )}
      </Stack>
    </Flex>
  )
}
