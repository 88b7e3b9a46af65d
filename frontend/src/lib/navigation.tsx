import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react'

/**
 * Moving between screens without naming the router: the sign-in shell (app/sign-in-shell.tsx) shows the login
 * page before React Router is loaded, the app shows it inside the router (lib/router-navigation.tsx), and the
 * header and the sign-in screens link and redirect the same way in both.
 */
export interface NavigateOptions {
  replace?: boolean
  /** Kept with the history entry (location.state), e.g. the page a guard stopped someone at: `{ from }`. */
  state?: unknown
  /** Render the new screen before the call returns (not in a transition). */
  flushSync?: boolean
}

export interface AppLocation {
  pathname: string
  search: string
  hash: string
  state: unknown
}

export interface Navigation {
  location: AppLocation
  navigate: (to: string, options?: NavigateOptions) => void | Promise<void>
}

const NavigationContext = createContext<Navigation | null>(null)

export function NavigationProvider({ value, children }: { value: Navigation; children: ReactNode }) {
  return <NavigationContext value={value}>{children}</NavigationContext>
}

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext)
  if (!navigation) throw new Error('No navigation here: render inside the sign-in shell or the router (lib/navigation.tsx)')
  return navigation
}

export function useAppLocation(): AppLocation {
  return useNavigation().location
}

export function useAppNavigate(): Navigation['navigate'] {
  return useNavigation().navigate
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path in the app, with its query and hash when it has one. */
  to: string
  replace?: boolean
  state?: unknown
  ref?: Ref<HTMLAnchorElement>
}

/** A click the app follows itself: the main button, no modifier key (those open a tab or window), no other target. */
function followedInApp(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  )
}

/** A link to a screen of the app; a link to the screen already open replaces it (as React Router's Link). */
export function Link({ to, replace, state, onClick, target, children, ...props }: LinkProps) {
  const { location, navigate } = useNavigation()
  return (
    <a
      {...props}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event)
        if (!followedInApp(event, target)) return
        event.preventDefault()
        const here = `${location.pathname}${location.search}${location.hash}`
        void navigate(to, { replace: replace ?? here === to, state })
      }}
    >
      {children}
    </a>
  )
}

/** Whether `pathname` is the link's path (`end`) or below it, as React Router's NavLink decides. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const path = to.split(/[?#]/)[0]
  if (pathname === path) return true
  if (end) return false
  const slash = path.endsWith('/') ? path.length - 1 : path.length
  return pathname.startsWith(path) && pathname.charAt(slash) === '/'
}

/** A Link that says when its screen is open: aria-current="page" and the class `active`. */
export function NavLink({ end, className = '', ...props }: LinkProps & { end?: boolean }) {
  const active = isActivePath(useAppLocation().pathname, props.to, end)
  return (
    <Link
      aria-current={active ? 'page' : undefined}
      className={active ? `${className} active`.trim() : className}
      {...props}
    />
  )
}
