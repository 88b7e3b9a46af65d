import { createElement, lazy, type ComponentType } from 'react'

export type PageModule = { default: ComponentType }

export type LazyPage = (() => ReturnType<typeof createElement>) & { preload: () => Promise<PageModule> }

/**
 * A route's page in its own chunk, which can be fetched before it is needed. Once fetched it renders at once:
 * React 19 holds a revealed Suspense boundary back for up to 300 ms, so a page that suspends only because
 * its chunk was not there yet would start its data requests a third of a second late.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | null = null
  let pending: Promise<PageModule> | null = null
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module.default
      return module
    })
    return pending
  }
  const Lazy = lazy(preload)
  const Page = () => createElement(loaded ?? Lazy)
  return Object.assign(Page, { preload })
}
