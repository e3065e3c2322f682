import type { ReactNode } from 'react'
import { Box, Card, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@grile/shared/chakra'
import {
  LuFacebook,
  LuInstagram,
  LuMail,
  LuMapPin,
  LuMessageCircle,
  LuReceiptText,
  LuYoutube,
} from 'react-icons/lu'
import { company } from '../../../config/company'
import { ExternalLink } from '../../../components/external-link'

function DetailCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Body>
        <HStack align="start" gap={4}>
          <Box color="brand.fg" fontSize="2xl" aria-hidden mt={1}>
            {icon}
          </Box>
          <Stack gap={1}>
            <Heading as="h2" size="md">
              {title}
            </Heading>
            {children}
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}

/**
 * Postal address, tax id, email, and the product's chat, video, photo and social pages
 * (docs/pages.md#contact).
 */
export function ContactDetails() {
  const { links } = company
  return (
    <Stack gap={8}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
        <DetailCard icon={<LuMapPin />} title="Postal address">
          <Text as="address" fontStyle="normal">
            {company.legalName}
            {company.addressLines.map((line) => (
              <Box as="span" display="block" key={line}>
                {line}
              </Box>
            ))}
          </Text>
        </DetailCard>
        <DetailCard icon={<LuReceiptText />} title="Tax id">
          <Text>{company.taxId}</Text>
        </DetailCard>
        <DetailCard icon={<LuMail />} title="Email">
          <Link href={`mailto:${company.email}`} color="brand.fg" textDecoration="underline">
            {company.email}
          </Link>
        </DetailCard>
      </SimpleGrid>
      <Box as="section" aria-labelledby="contact-elsewhere">
        <Heading as="h2" id="contact-elsewhere" size="lg" mb={4}>
          Find us elsewhere
        </Heading>
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, md: 4 }} gap={3} listStyleType="none">
          {[
            { icon: <LuMessageCircle />, ...links.chat },
            { icon: <LuYoutube />, ...links.videoChannel },
            { icon: <LuInstagram />, ...links.photos },
            { icon: <LuFacebook />, ...links.social },
          ].map((link) => (
            <Box as="li" key={link.href}>
              <ExternalLink
                href={link.href}
                display="flex"
                alignItems="center"
                gap={2}
                borderWidth="1px"
                rounded="lg"
                p={4}
                _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
              >
                <Box as="span" aria-hidden fontSize="xl">
                  {link.icon}
                </Box>
                {link.label}
              </ExternalLink>
            </Box>
          ))}
        </SimpleGrid>
      </Box>
    </Stack>
  )
}
