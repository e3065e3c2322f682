import type { ReactNode } from 'react'
import { Button, Dialog, Portal } from '@grile/shared/chakra'
import { Overlay } from './overlay'

export interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  /** The question asked, read out as the dialog's description. */
  question: ReactNode
  /** The red button's text: Remove, Delete, Leave… */
  confirmLabel: string
  /** The other button's text; it closes the dialog as Escape does. */
  cancelLabel?: string
  /** The confirmed action is under way: the red button shows a spinner. */
  confirming?: boolean
  onConfirm: () => void
  /** The dialog was closed without confirming (the cancel button, Escape or a click outside). */
  onCancel: () => void
  /** Where focus goes when the dialog closes (by default, back to what opened it). */
  finalFocusEl?: () => HTMLElement | null
}

/** A question before a step that cannot be undone: one alert dialog, the same in every remote. */
export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel,
  cancelLabel = 'Cancel',
  confirming = false,
  onConfirm,
  onCancel,
  finalFocusEl,
}: ConfirmDialogProps) {
  return (
    <Overlay open={open} onUnavailable={onCancel}>
      <Dialog.Root
        role="alertdialog"
        open={open}
        onOpenChange={(details) => !details.open && onCancel()}
        placement="center"
        finalFocusEl={finalFocusEl}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description>{question}</Dialog.Description>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{cancelLabel}</Button>
                </Dialog.ActionTrigger>
                <Button colorPalette="red" loading={confirming} onClick={onConfirm}>
                  {confirmLabel}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Overlay>
  )
}
