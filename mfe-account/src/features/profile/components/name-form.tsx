import { useState, type FormEvent } from 'react'
import { Button, Field, Flex, Input } from '@grile/shared/chakra'
import { LuSave } from 'react-icons/lu'
import { users } from '@grile/shared/contract'
import { useUserStore, type CurrentUser } from '@grile/shared/auth'
import { showError, showSuccess } from '@grile/shared/ui'
import { refreshProfile } from '../../../lib/refresh-profile'
import { useUpdateName } from '../api/update-name'

export const NAME_UPDATE_SUCCESS = 'Name update was successful.'
export const NAME_UPDATE_FAILURE = 'Name update failed.'

/**
 * The editable profile name (docs/product-rules.md#validation): its rules' messages show as soon as the value
 * differs from the current name, and Save shows only when the value is changed and valid. The trimmed value
 * is sent.
 */
export function NameForm({ user }: { user: CurrentUser }) {
  const [name, setName] = useState(user.name)
  const { trigger, isMutating } = useUpdateName(user.id)
  const parsed = users.profileNameSchema.safeParse(name)
  const edited = name !== user.name
  const error = edited && !parsed.success ? parsed.error.issues[0]?.message : undefined
  const canSave = parsed.success && parsed.data !== user.name

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!parsed.success || !canSave) return
    try {
      const saved = await trigger(parsed.data)
      // The name shows at once; the full profile follows from the server.
      useUserStore.getState().setUser({ ...user, name: saved.name })
      showSuccess(NAME_UPDATE_SUCCESS)
      refreshProfile()
    } catch {
      showError(NAME_UPDATE_FAILURE)
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Name</Field.Label>
        <Flex gap={3} w="full" align="start" direction={{ base: 'column', sm: 'row' }}>
          <Input
            name="name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            autoComplete="nickname"
            maxLength={64}
            // Only beside Save: grown in a column, the field would take its height from nothing (a phone).
            flex={{ sm: '1' }}
          />
          {canSave ? (
            <Button type="submit" colorPalette="blue" loading={isMutating}>
              <LuSave /> Save
            </Button>
          ) : null}
        </Flex>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </form>
  )
}
