/** The spec's exact texts (section 8) for saving and deleting people. */
export const MESSAGES = {
  added: 'Person added successfully!',
  updated: 'Person updated successfully!',
  deleted: 'Person deleted successfully!',
  addError: (message: string) => `Error adding person: ${message}`,
  updateError: (message: string) => `Error updating person: ${message}`,
  deleteError: (message: string) => `Error deleting person: ${message}`,
  saveFailed: 'Failed to save. Please try again.',
  authNotReady: 'Authentication not ready. Please wait a moment and try again.',
  photoFailed: (reason: string) => `Photo upload failed: ${reason.replace(/\.$/, '')}. You can save without a new photo.`,
  contactHint: 'Enter 11-digit PH number (09XXXXXXXXX) or +639XXXXXXXXX',
} as const
