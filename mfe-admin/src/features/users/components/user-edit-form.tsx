import { useState } from 'react'
import { Button, Field, Input, SimpleGrid, Stack, Switch } from '@grile/shared/chakra'
import { LuSave } from 'react-icons/lu'
import { admin, type CurrentUserDto, type UserUpdate } from '@grile/shared/contract'
import { ReadOnlyField, showError, showSuccess } from '@grile/shared/ui'
import { problemFieldErrors, validate, type FormErrors } from '../../../lib/form-errors'
import { useUpdateUser } from '../api/update-user'

/** See docs/product-rules.md#messages. */
export const USER_UPDATED = 'User was updated successfully.'
export const USER_UPDATE_FAILED = 'Updating the user failed.'

const TOKENS_NOT_A_NUMBER = 'Must be a whole number'

/** Only what changed is sent, so a name the identity provider gave never blocks a change of tokens. */
function changesOf(user: CurrentUserDto, name: string, tokensText: string, customer: boolean) {
  const changes: Record<string, unknown> = {}
  if (name !== user.name) changes.name = name
  if (tokensText.trim() !== String(user.tokens))
    changes.tokens = tokensText.trim() === '' ? NaN : Number(tokensText)
  if (customer !== user.isCustomer) changes.customer = customer
  return changes
}

/** /admin/users/:userId (docs/pages.md#edit-user): name, tokens and customer editable; the rest read-only. */
export function UserEditForm({ user }: { user: CurrentUserDto }) {
  const [name, setName] = useState(user.name)
  const [tokensText, setTokensText] = useState(String(user.tokens))
  const [customer, setCustomer] = useState(user.isCustomer)
  const [serverErrors, setServerErrors] = useState<FormErrors>({})
  const { trigger, isMutating } = useUpdateUser(user.id)

  const changes = changesOf(user, name, tokensText, customer)
  const result = validate(admin.userUpdateSchema, changes)
  const errors: FormErrors = { ...serverErrors, ...result.errors }
  if (Number.isNaN(changes.tokens)) errors.tokens = TOKENS_NOT_A_NUMBER
  const changed = Object.keys(changes).length > 0

  return (
    <Stack
      as="form"
      aria-label="Edit user"
      gap={5}
      maxW="3xl"
      onSubmit={async (event) => {
        event.preventDefault()
        if (!result.ok || !changed) return
        try {
          await trigger(result.data as UserUpdate)
          setServerErrors({})
          showSuccess(USER_UPDATED)
        } catch (error) {
          setServerErrors(problemFieldErrors(error))
          showError(USER_UPDATE_FAILED)
        }
      }}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <ReadOnlyField label="User Id" value={user.id} variant="subtle" monospace />
        <ReadOnlyField label="Email" value={user.email} variant="subtle" />
        <ReadOnlyField label="Rating" value={user.rating} variant="subtle" />
        <ReadOnlyField
          label="Teacher Id"
          value={user.teacherId ?? '—'}
          variant="subtle"
          monospace={Boolean(user.teacherId)}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <Field.Root invalid={Boolean(errors.name)}>
          <Field.Label>Name</Field.Label>
          <Input value={name} onChange={(event) => setName(event.currentTarget.value)} autoComplete="off" />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.tokens)}>
          <Field.Label>Tokens</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={tokensText}
            onChange={(event) => setTokensText(event.currentTarget.value)}
          />
          <Field.ErrorText>{errors.tokens}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Switch.Root checked={customer} onCheckedChange={(details) => setCustomer(details.checked)}>
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>Customer</Switch.Label>
      </Switch.Root>
      <Button
        type="submit"
        colorPalette="blue"
        alignSelf="start"
        disabled={!changed || !result.ok || Number.isNaN(changes.tokens)}
        loading={isMutating}
      >
        <LuSave /> Save
      </Button>
    </Stack>
  )
}
