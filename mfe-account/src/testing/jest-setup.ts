import { configure } from '@testing-library/react'

// Chakra renders slowly in jsdom while these two cores also build and test other apps.
configure({ asyncUtilTimeout: 5_000 })
