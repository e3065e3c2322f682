import { Button, Card, Flex, Text } from '@grile/shared/chakra'
import { LuLogIn, LuUserPlus } from 'react-icons/lu'
import { signIn } from '@grile/shared/auth'

/**
 * Signed out (docs/pages.md#voucher-redemption): Sign In and Sign Up both start the sign-in, which also signs
 * up new visitors.
 */
export function VoucherSignInCard({ signingIn }: { signingIn: boolean }) {
  return (
    <Card.Root variant="outline" data-testid="voucher-sign-in-card">
      <Card.Header>
        <Card.Title>Revendică voucherul</Card.Title>
      </Card.Header>
      <Card.Body>
        <Text>
          Autentifică-te sau creează-ți un cont pentru a vedea câți tokeni îți aduce voucherul și pentru a-l
          revendica.
        </Text>
      </Card.Body>
      <Card.Footer>
        <Flex gap={3} wrap="wrap">
          <Button colorPalette="blue" loading={signingIn} onClick={() => void signIn()}>
            <LuLogIn /> Sign In
          </Button>
          <Button colorPalette="blue" variant="outline" disabled={signingIn} onClick={() => void signIn()}>
            <LuUserPlus /> Sign Up
          </Button>
        </Flex>
      </Card.Footer>
    </Card.Root>
  )
}
