import { Box, Button, Flex, Heading, HStack, Stack, Text } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { signIn, useCurrentUser } from '@grile/shared/auth'
import { ThemedImage } from '../../../components/themed-image'
import { landingAnchors, paths } from '../../../config/paths'
import heroLight from '../../../assets/hero-light.svg'
import heroDark from '../../../assets/hero-dark.svg'

/** Brand, promise and the Sign Up button (visitors only; see docs/pages.md#landing-page). */
export function BrandBanner() {
  const { isSignedIn, signingIn } = useCurrentUser()
  return (
    <Flex
      as="section"
      aria-labelledby="brand-title"
      direction={{ base: 'column', md: 'row' }}
      align="center"
      gap={{ base: 6, md: 10 }}
      py={{ base: 4, md: 10 }}
    >
      <Stack gap={5} flex="1">
        <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="extrabold" color="brand.fg" lineHeight="1">
          Grile
        </Text>
        <Heading as="h1" id="brand-title" size={{ base: '2xl', md: '4xl' }} lineHeight="shorter">
          Pass the English test for the Police Academy and the Câmpina police agents school
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="60ch">
          Multiple-choice English tests written for the admission exams, instant results, explanations for
          every answer and a teacher who can follow your progress. New accounts get 10 free tokens.
        </Text>
        <HStack gap={3} wrap="wrap">
          {isSignedIn ? (
            <Button asChild colorPalette="blue" size="lg">
              <RouterLink to={paths.home}>Go to your home</RouterLink>
            </Button>
          ) : (
            <Button colorPalette="blue" size="lg" loading={signingIn} onClick={() => void signIn()}>
              Sign Up
            </Button>
          )}
          <Button asChild variant="outline" size="lg">
            <RouterLink to={`#${landingAnchors.offers}`}>See the offers</RouterLink>
          </Button>
        </HStack>
      </Stack>
      <Box flex={{ base: 'none', md: '0 0 40%' }} w={{ base: '80%', md: 'auto' }} maxW="420px">
        <ThemedImage
          src={{ light: heroLight, dark: heroDark }}
          alt="An answer sheet with the right answers marked, in front of a police badge"
          width={420}
          height={320}
        />
      </Box>
    </Flex>
  )
}
