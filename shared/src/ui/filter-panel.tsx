import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { LuChevronDown } from 'react-icons/lu'
import { Button, Stack, Text } from '@grile/shared/chakra'

export interface FilterPanelProps {
  /** The panel's accessible name ('Filter', 'Filter exams'). */
  label: string
  /** What the filter is set to, in a few words ('Any exercise', 'Academy · Hard'), shown after 'Filter:'. */
  summary: string
  /** The localStorage key under which a phone remembers the panel open or closed. */
  rememberOpenAs: string
  /** A form of its own (`role="search"`): its submission is kept from reloading the page. */
  asSearchForm?: boolean
  /** The filter's selects, switches and notes. */
  children: ReactNode
}

function rememberedOpen(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true'
  } catch {
    return false
  }
}

function rememberOpen(key: string, open: boolean): void {
  try {
    localStorage.setItem(key, String(open))
  } catch {
    // Storage refused: the panel still opens, it is only not remembered.
  }
}

/**
 * A list's filter (`/exams`, `/interactive`) in a panel. On a phone it is one line, 'Filter:' and what it is set
 * to, opened with a tap, so that what the filter chooses comes first on the screen; it is remembered open or
 * closed on the device, so a page opens as it was left (and as the copy kept of it shows it, decision 0037).
 * From the `md` breakpoint it is always open and the line is not shown.
 */
export function FilterPanel({
  label,
  summary,
  rememberOpenAs,
  asSearchForm = false,
  children,
}: FilterPanelProps) {
  const [open, setOpen] = useState(() => rememberedOpen(rememberOpenAs))
  const bodyId = useId()
  const toggle = () => {
    rememberOpen(rememberOpenAs, !open)
    setOpen(!open)
  }
  const form = asSearchForm
    ? { as: 'form' as const, role: 'search', onSubmit: (event: FormEvent) => event.preventDefault() }
    : { as: 'section' as const }
  return (
    <Stack
      {...form}
      aria-label={label}
      gap={4}
      borderWidth="1px"
      rounded="lg"
      p={{ base: open ? 4 : 1, md: 4 }}
      bg="bg.panel"
    >
      <Button
        hideFrom="md"
        variant="ghost"
        justifyContent="space-between"
        gap={3}
        px={3}
        mx={open ? -3 : 0}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={toggle}
      >
        <Text as="span" truncate fontWeight="normal">
          <Text as="span" fontWeight="semibold">
            Filter:
          </Text>{' '}
          {summary}
        </Text>
        <LuChevronDown style={{ flexShrink: 0, transform: open ? 'rotate(180deg)' : undefined }} />
      </Button>
      <Stack id={bodyId} gap={4} display={{ base: open ? 'flex' : 'none', md: 'flex' }}>
        {children}
      </Stack>
    </Stack>
  )
}
