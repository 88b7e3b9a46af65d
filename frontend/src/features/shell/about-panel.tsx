import { useId, useState } from 'react'

import { Modal } from '@/components/ui/modal'

import { ABOUT_INTRO, ABOUT_PAGES, ABOUT_TITLE, type AboutPage } from './about-content'
import { useTranslation } from 'react-i18next'

/** The About Us side panel: seven pages picked from a list of buttons. */
export function AboutPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell')
  const [current, setCurrent] = useState(0)
  const page = ABOUT_PAGES[current]
  return (
    <Modal open={open} onClose={onClose} title={ABOUT_TITLE} placement="side">
      <p className="text-sm text-stone-600">{ABOUT_INTRO}</p>
      <nav aria-label={t('about_us_pages')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {ABOUT_PAGES.map((item, index) => (
            <li key={item.title}>
              <button
                type="button"
                aria-current={index === current ? 'page' : undefined}
                onClick={() => setCurrent(index)}
                className={`min-h-10 rounded-full border px-3 py-1.5 text-sm font-medium ${
                  index === current
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:bg-brand-50'
                }`}
              >
                {item.title}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <AboutPageView page={page} />
    </Modal>
  )
}

function AboutPageView({ page }: { page: AboutPage }) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="mt-6 space-y-3 leading-relaxed text-stone-800">
      <h3 id={titleId} className="text-xl font-semibold text-brand-900">
        {page.title}
      </h3>
      {page.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {page.points && (
        <ul className="list-disc space-y-1 pl-5">
          {page.points.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {page.closing && <p>{page.closing}</p>}
    </section>
  )
}
