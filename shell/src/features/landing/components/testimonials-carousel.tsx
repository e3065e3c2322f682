import { useEffect, useState } from 'react'
import { Box, Button, Flex, HStack, Stack, Text } from '@grile/shared/chakra'
import { LuPause, LuPlay } from 'react-icons/lu'
import type { Testimonial } from '../data/testimonials'
import { TestimonialPortrait } from './testimonial-portrait'

/** Each testimonial stays this long before the next one shows (docs/pages.md#landing-page). */
export const TESTIMONIAL_INTERVAL_MS = 25_000

/** Former pupils' words, one at a time, moving on by themselves; no arrows (docs/pages.md#landing-page). */
export function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const count = testimonials.length

  useEffect(() => {
    if (paused || count < 2) return
    // Restarts whenever the slide changes, so a testimonial picked by hand also gets its full time.
    const timer = window.setTimeout(
      () => setIndex((current) => (current + 1) % count),
      TESTIMONIAL_INTERVAL_MS,
    )
    return () => window.clearTimeout(timer)
  }, [index, paused, count])

  const current = testimonials[index % count]
  if (!current) return null

  return (
    <Box role="region" aria-roledescription="carousel" aria-label="Testimonials from former pupils">
      <Flex
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}`}
        data-testid="testimonial"
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'center', sm: 'start' }}
        gap={6}
        borderWidth="1px"
        rounded="xl"
        bg="bg.subtle"
        p={{ base: 5, md: 8 }}
        minH={{ base: '300px', sm: '200px' }}
      >
        <Box flexShrink={0}>
          <TestimonialPortrait portrait={current.portrait} name={current.name} />
        </Box>
        <Stack gap={3} textAlign={{ base: 'center', sm: 'start' }}>
          <Text as="blockquote" fontSize={{ base: 'lg', md: 'xl' }} lineHeight="tall">
            “{current.quote}”
          </Text>
          <Box>
            <Text fontWeight="semibold">{current.name}</Text>
            {current.remark ? <Text color="fg.muted">{current.remark}</Text> : null}
          </Box>
        </Stack>
      </Flex>
      <HStack justify="center" mt={4} gap={3} wrap="wrap">
        <Button
          size="xs"
          variant="ghost"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? 'Resume the testimonials' : 'Pause the testimonials'}
        >
          {paused ? <LuPlay /> : <LuPause />}
        </Button>
        <HStack gap={0}>
          {testimonials.map((testimonial, position) => (
            <Box
              as="button"
              key={testimonial.name}
              aria-label={`Show testimonial ${position + 1} of ${count}: ${testimonial.name}`}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => setIndex(position)}
              p="8px"
              rounded="full"
              focusRing="outside"
              cursor="pointer"
            >
              <Box
                w="10px"
                h="10px"
                rounded="full"
                borderWidth="1px"
                borderColor="fg.muted"
                bg={position === index ? 'fg' : 'transparent'}
              />
            </Box>
          ))}
        </HStack>
      </HStack>
    </Box>
  )
}
