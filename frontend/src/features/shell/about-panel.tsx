import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Modal } from '@/components/ui/modal'
import { placeName, useSiteMunicipality } from '@/lib/municipality'

import { ABOUT_PAGES, type AboutPage, numbers } from './about-content'

/** The About Us side panel: seven pages picked from a list of buttons. */
export function AboutPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell')
  const [current, setCurrent] = useState(0)
  const page = ABOUT_PAGES[current]
  const names = useNames(open)
  return (
    <Modal open={open} onClose={onClose} title={t('about.title')} placement="side">
      <p className="text-sm text-stone-600">{t('about.intro', names)}</p>
      <nav aria-label={t('about_us_pages')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {ABOUT_PAGES.map((item, index) => (
            <li key={item.key}>
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
                {t(`about.${item.key}.title`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <AboutPageView page={page} names={names} />
    </Modal>
  )
}

/** The registry's municipality as the texts name it: 'Catanauan' and 'Catanauan, Quezon'. */
function useNames(open: boolean) {
  const municipality = useSiteMunicipality(open)
  return { municipality: municipality.name, place: placeName(municipality) }
}

function AboutPageView({ page, names }: { page: AboutPage; names: ReturnType<typeof useNames> }) {
  const { t } = useTranslation('shell')
  const titleId = useId()
  const key = `about.${page.key}`
  return (
    <section aria-labelledby={titleId} className="mt-6 space-y-3 leading-relaxed text-stone-800">
      <h3 id={titleId} className="text-xl font-semibold text-brand-900">
        {t(`${key}.title`)}
      </h3>
      {numbers(page.paragraphs).map((n) => (
        <p key={n}>{t(`${key}.p${n}`, names)}</p>
      ))}
      {page.points && (
        <ul className="list-disc space-y-1 pl-5">
          {numbers(page.points).map((n) => (
            <li key={n}>{t(`${key}.point${n}`)}</li>
          ))}
        </ul>
      )}
      {page.closing && <p>{t(`${key}.closing`, names)}</p>}
    </section>
  )
}
