/** The product texts of this remote, verbatim (docs/product-rules.md#messages). */
export const messages = {
  noExercise: 'No exercise could be found. Please change the filter!',
  /** Ours, not the spec's: a draw that failed (the network, the server) is not "none matches the filter". */
  exerciseLoadFailed: 'The exercise could not be loaded.',
  noReviewsDue: 'No reviews due now; practising as usual.',
  submitFailed: 'Failed to submit answer.',
  historyFailed: 'Loading the interactive attempt history failed.',
  customersOnly: 'This feature is available only for customers.',
  tokensRequired: 'This feature requires tokens.',
} as const
