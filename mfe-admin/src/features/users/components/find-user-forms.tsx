import { useState } from 'react'
import { Button, Card, Field, Input, SimpleGrid, Stack, Text } from '@grile/shared/chakra'
import { useNavigate } from '@grile/shared/router'
import { LuSearch } from 'react-icons/lu'
import { ApiError } from '@grile/shared/api'
import { admin, uuidSchema } from '@grile/shared/contract'
import { IdInput, showError } from '@grile/shared/ui'
import { routes } from '../../../config/paths'
import { validate } from '../../../lib/form-errors'
import { useFindUserByEmail } from '../api/find-user-by-email'

/** See docs/product-rules.md#messages. */
export const FIND_BY_EMAIL_FAILED = 'Find by email failed.'
export const userNotFoundText = (email: string) => `No user with the e-mail "${email}" could be found.`

function FindByIdForm() {
  const navigate = useNavigate()
  const [userId, setUserId] = useState('')
  const [touched, setTouched] = useState(false)
  const result = validate(uuidSchema, userId.trim())
  const error = result.ok ? undefined : 'Must be valid UUID'

  return (
    <Card.Root as="section" aria-labelledby="find-by-id-heading">
      <Card.Header>
        <Card.Title as="h2" id="find-by-id-heading">
          Find by user id
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack
          as="form"
          gap={4}
          onSubmit={(event) => {
            event.preventDefault()
            if (result.ok) navigate(routes.user(result.data))
          }}
        >
          <Field.Root invalid={touched && Boolean(error)}>
            <Field.Label>User Id</Field.Label>
            <IdInput
              value={userId}
              onValueChange={setUserId}
              onBlur={() => setTouched(true)}
              enterKeyHint="search"
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="blue" alignSelf="start" disabled={!result.ok}>
            <LuSearch /> Find by id
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}

function FindByEmailForm() {
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const [touched, setTouched] = useState(false)
  const [notFound, setNotFound] = useState<string>()
  const { trigger, isMutating } = useFindUserByEmail()
  const result = validate(admin.findUserQuerySchema, { email })
  const error = result.errors.email

  return (
    <Card.Root as="section" aria-labelledby="find-by-email-heading">
      <Card.Header>
        <Card.Title as="h2" id="find-by-email-heading">
          Find by email
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack
          as="form"
          gap={4}
          onSubmit={async (event) => {
            event.preventDefault()
            if (!result.ok) return
            setNotFound(undefined)
            try {
              navigate(routes.user(await trigger(result.data.email)))
            } catch (failure) {
              if (failure instanceof ApiError && failure.status === 404) setNotFound(result.data.email)
              else showError(FIND_BY_EMAIL_FAILED)
            }
          }}
        >
          <Field.Root invalid={touched && Boolean(error)}>
            <Field.Label>Email</Field.Label>
            <Input
              type="email"
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value)
                setNotFound(undefined)
              }}
              onBlur={() => setTouched(true)}
              autoComplete="off"
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <Button
            type="submit"
            colorPalette="blue"
            alignSelf="start"
            disabled={!result.ok}
            loading={isMutating}
          >
            <LuSearch /> Find by email
          </Button>
          {notFound ? (
            <Text role="status" color="fg.error">
              {userNotFoundText(notFound)}
            </Text>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}

/**
 * /admin/users/find (docs/pages.md#find-user): by id (straight to the user) or by e-mail (looked up first).
 */
export function FindUserForms() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={6} alignItems="start">
      <FindByIdForm />
      <FindByEmailForm />
    </SimpleGrid>
  )
}
