import { Button, HStack, IconButton } from '@grile/shared/chakra'
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu'

/** At most 7 page links (docs/product-rules.md#limits-and-constants). */
export const MAX_PAGE_LINKS = 7

/** The 0-based page numbers to link to: a window of at most `max` pages around the current one. */
export function pageWindow(pageNumber: number, totalPages: number, max = MAX_PAGE_LINKS): number[] {
  const size = Math.min(max, totalPages)
  const start = Math.min(Math.max(0, pageNumber - Math.floor(max / 2)), totalPages - size)
  return Array.from({ length: size }, (_, i) => start + i)
}

export interface PaginationProps {
  /** 0-based, as the API counts pages. */
  pageNumber: number
  totalPages: number
  onPageChange: (pageNumber: number) => void
}

/** Previous, up to 7 numbered pages, next; nothing when everything fits on one page. */
export function Pagination({ pageNumber, totalPages, onPageChange }: PaginationProps) {
  if (totalPages <= 1) return null
  return (
    <HStack as="nav" aria-label="Pagination" gap={1} justify="center" wrap="wrap" mt={4}>
      <IconButton
        aria-label="Previous page"
        variant="ghost"
        size="sm"
        disabled={pageNumber <= 0}
        onClick={() => onPageChange(pageNumber - 1)}
      >
        <LuChevronLeft />
      </IconButton>
      {pageWindow(pageNumber, totalPages).map((page) => (
        <Button
          key={page}
          size="sm"
          minW="9"
          variant={page === pageNumber ? 'solid' : 'ghost'}
          aria-label={`Page ${page + 1}`}
          aria-current={page === pageNumber ? 'page' : undefined}
          onClick={() => onPageChange(page)}
        >
          {page + 1}
        </Button>
      ))}
      <IconButton
        aria-label="Next page"
        variant="ghost"
        size="sm"
        disabled={pageNumber >= totalPages - 1}
        onClick={() => onPageChange(pageNumber + 1)}
      >
        <LuChevronRight />
      </IconButton>
    </HStack>
  )
}
