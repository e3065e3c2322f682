import { useCallback, useContext, useEffect, type RefObject } from 'react'
import { ConfirmDialog } from '@grile/shared/ui'
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from '@grile/shared/router'

export const LEAVE_CONFIRMATION_TEXT =
  'Your answers have not been submitted yet. If you leave this page, you will lose your progress. Leave this page?'

export interface LeaveGuardProps {
  /** Something would be lost by leaving now. */
  active: boolean
  /** Set to true right before a navigation that must not ask (after a successful submit). */
  bypass: RefObject<boolean>
  /** The user chose to leave (in-app navigation only). */
  onLeave: () => void
  /** Where focus goes when the user stays (by default, back to what opened the navigation). */
  returnFocusTo?: () => HTMLElement | null
}

function RouterLeaveConfirmation({ active, bypass, onLeave, returnFocusTo }: LeaveGuardProps) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      active && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
    [active, bypass],
  )
  const blocker = useBlocker(shouldBlock)
  const open = blocker.state === 'blocked'
  return (
    <ConfirmDialog
      open={open}
      title="Unsubmitted answers"
      question={LEAVE_CONFIRMATION_TEXT}
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => {
        onLeave()
        blocker.proceed?.()
      }}
      onCancel={() => {
        if (blocker.state === 'blocked') blocker.reset()
      }}
      finalFocusEl={returnFocusTo}
    />
  )
}

/**
 * Leaving before submitting asks first (docs/pages.md#exam-attempt). In-app navigation is held by the
 * router's blocker (which needs a data router); closing or reloading the tab gets the browser's own prompt.
 */
export function LeaveGuard(props: LeaveGuardProps) {
  const { active, bypass } = props
  useEffect(() => {
    if (!active) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (bypass.current) return
      event.preventDefault()
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [active, bypass])

  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null
  return inDataRouter ? <RouterLeaveConfirmation {...props} /> : null
}
