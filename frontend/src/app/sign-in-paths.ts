/** The screens the sign-in shell shows without the router (app/sign-in-shell.tsx): the login page, and `/`. */
export const SIGN_IN_SHELL_PATHS: readonly string[] = ['/', '/login']

export function inSignInShell(pathname: string): boolean {
  return SIGN_IN_SHELL_PATHS.includes(pathname)
}
