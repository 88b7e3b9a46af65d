import { ALL_TITLE, ChieftainList } from '../pages/chieftain-list'
import { expect, test } from '../support/fixtures'
import { bornYearsAgo, createPerson, uniqueTag } from '../support/people'

/** Nobody else's test data lives here (people.spec uses Tuhian and Ajos, dashboard.spec Navitas, Bolo, Anusan, Pacabit). */
const BARANGAY = 'Tagbacan Silangan'
/** And nobody at all lives here. */
const EMPTY_BARANGAY = 'Matandang Sabang Kanluran'

/** Created in a shuffled order, so neither creation order nor name order is the tribe order. */
const TRIBES = ['Mamanwa', 'Aeta', 'Tagbanwa', 'Bukidnon']
const FIRST_NAMES = ['Bituin', 'Datu', 'Amihan', 'Tala']

test.describe('signed in as Chieftain', () => {
  test.use({ signedInAs: 'chieftain' })

  test('filters by barangay, sorts by tribe (ascending, descending, none) and searches', async ({ page, apiAs }) => {
    const ipmr = await apiAs('ipmr')
    const tag = uniqueTag()
    const lastName = `Lakandula${tag}`
    for (const [i, lineage] of TRIBES.entries()) {
      await createPerson(ipmr, {
        last_name: lastName,
        first_name: FIRST_NAMES[i],
        date_of_birth: bornYearsAgo(40 + i),
        gender: i % 2 ? 'Male' : 'Female',
        lineage,
        barangay: BARANGAY,
      })
    }
    const ascending = [...TRIBES].sort()

    const list = new ChieftainList(page)
    await list.goto()

    // A barangay with nobody: its own empty text.
    await list.barangay.selectOption(EMPTY_BARANGAY)
    await expect(list.title).toHaveText(`Barangay ${EMPTY_BARANGAY} - List of IPs`)
    await expect(list.table).toContainText(`No records found in ${EMPTY_BARANGAY}`)
    await expect(list.resultLine).toHaveText('No people to show')

    // The dedicated barangay: only its people.
    await list.barangay.selectOption(BARANGAY)
    await expect(list.title).toHaveText(`Barangay ${BARANGAY} - List of IPs`)
    const ours = list.rows.filter({ hasText: lastName })
    await expect(ours).toHaveCount(TRIBES.length)
    await list.settled()
    const barangays = await list.column('Barangay').allTextContents()
    expect(new Set(barangays)).toEqual(new Set([BARANGAY]))

    // Tribe: ascending, then descending, then the server's default order again.
    await list.sortBy('Tribe')
    await expect(list.header('Tribe')).toHaveAttribute('aria-sort', 'ascending')
    await list.settled()
    await expect(list.column('Tribe').first()).toHaveText(ascending[0])
    await expect(list.column('Tribe', ours)).toHaveText(ascending)

    await list.sortBy('Tribe')
    await expect(list.header('Tribe')).toHaveAttribute('aria-sort', 'descending')
    await list.settled()
    await expect(list.column('Tribe').first()).toHaveText(ascending[ascending.length - 1])
    await expect(list.column('Tribe', ours)).toHaveText([...ascending].reverse())

    await list.sortBy('Tribe')
    await expect(list.header('Tribe')).toHaveAttribute('aria-sort', 'none')
    await list.settled()
    await expect(ours).toHaveCount(TRIBES.length)

    // A search narrows to the matches and names the results.
    await list.barangay.selectOption('')
    await expect(list.title).toHaveText(ALL_TITLE)
    await list.searchFor(lastName)
    await expect(list.rows).toHaveCount(TRIBES.length)
    await expect(list.resultLine).toHaveText(`Showing 1–${TRIBES.length} of ${TRIBES.length} people`)
    await list.searchFor('bukidnon')
    await expect(ours).toHaveCount(1)
    await expect(list.column('Tribe', ours)).toHaveText('Bukidnon')
  })
})
