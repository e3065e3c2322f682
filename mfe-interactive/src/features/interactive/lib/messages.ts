/** The product texts of this remote, verbatim (docs/product-rules.md#messages). */
export const messages = {
  noExercise: 'No exercise could be found. Please change the filter!',
  noReviewsDue: 'No reviews due now; practising as usual.',
  submitFailed: 'Failed to submit answer.',
  historyFailed: 'Loading the interactive attempt history failed.',
  customersOnly: 'This feature is available only for customers.',
  tokensRequired: 'This feature requires tokens.',
} as const
