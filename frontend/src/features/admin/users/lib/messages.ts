/** The notices of the Users section (the server's own messages are shown for refusals and the reset email). */
export const MESSAGES = {
  approved: (name: string, role: string) => `${name} was approved as ${role}.`,
  roleChanged: (name: string, role: string) => `${name} is now ${role}.`,
  rejected: (name: string) => `The account of ${name} was rejected.`,
  disabled: (name: string) => `${name} was disabled.`,
  enabled: (name: string) => `${name} was enabled.`,
  failed: 'Something went wrong. Please try again.',
  noAccounts: 'No accounts match.',
}
