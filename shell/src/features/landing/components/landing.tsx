import { Box, Heading, Link, Stack, Text } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { paintedWhenNear } from '@grile/shared/ui'
import { landingAnchors, paths } from '../../../config/paths'
import { testimonials } from '../data/testimonials'
import { BrandBanner } from './brand-banner'
import { TutorPersona } from './tutor-persona'
import { LearningSections } from './learning-sections'
import { OffersList } from './offers-list'
import { TestimonialsCarousel } from './testimonials-carousel'

/** The product landing page (docs/pages.md#landing-page): everything here renders without any remote. */
export function Landing() {
  return (
    <Stack gap={{ base: 12, md: 16 }}>
      <BrandBanner />
      <TutorPersona />
      <LearningSections />
      <Box
        as="section"
        id={landingAnchors.offers}
        aria-labelledby="offers-title"
        {...paintedWhenNear(1100, 500)}
      >
        <Heading as="h2" id="offers-title" size="3xl">
          Oferte
        </Heading>
        <Text color="fg.muted" mb={6}>
          Token packs. One token lets you submit one exam or answer 50 interactive exercises. Some packs come
          with a voucher for{' '}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={paths.istoricescu}>Istoricescu</RouterLink>
          </Link>
          , our partner for the history exam.
        </Text>
        <OffersList />
      </Box>
      <Box
        as="section"
        id={landingAnchors.testimonials}
        aria-labelledby="testimonials-title"
        {...paintedWhenNear(460, 310)}
      >
        <Heading as="h2" id="testimonials-title" size="2xl" mb={6}>
          What former pupils say
        </Heading>
        <TestimonialsCarousel testimonials={testimonials} />
      </Box>
    </Stack>
  )
}
