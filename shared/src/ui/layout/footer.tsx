import { Box, Flex, Link, Text } from '@grile/shared/chakra'
import { Link as RouterLink } from '@grile/shared/router'
import { footerLinks, PARTNER_SITE_URL } from './navigation'

export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" mt={12} py={6} px={4}>
      <Flex as="nav" aria-label="Footer" maxW="1200px" mx="auto" wrap="wrap" gap={4} justify="center">
        {footerLinks.map((entry) => (
          <Link key={entry.to} asChild color="fg.muted">
            <RouterLink to={entry.to}>{entry.label}</RouterLink>
          </Link>
        ))}
        <Link href={PARTNER_SITE_URL} target="_blank" rel="noopener noreferrer" color="fg.muted">
          Istoricescu
        </Link>
      </Flex>
      <Text textAlign="center" color="fg.muted" fontSize="sm" mt={3}>
        © Grile — English for police-academy admission
      </Text>
    </Box>
  )
}
