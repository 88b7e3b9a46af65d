import type { ReactNode } from 'react'

/** The centred card every sign-in screen sits in. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <main className="flex justify-center px-4 py-8 sm:py-14">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        {intro && <p className="mt-1 text-sm text-stone-600">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  )
}
