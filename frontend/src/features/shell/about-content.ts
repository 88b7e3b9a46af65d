/**
 * Every word of the About Us panel. A deployment edits this one file to change the text;
 * the panel shows the pages in this order, each under a heading with its title.
 */

export interface AboutPage {
  title: string
  paragraphs: readonly string[]
  /** An optional bulleted list after the paragraphs. */
  points?: readonly string[]
  /** An optional last paragraph after the list. */
  closing?: string
}

export const ABOUT_TITLE = 'About Us'

export const ABOUT_INTRO = 'Katutubo Registry — a record kept with and for the indigenous peoples of Catanauan, Quezon.'

export const ABOUT_PAGES: readonly AboutPage[] = [
  {
    title: 'Who We Are',
    paragraphs: [
      'Katutubo Registry is the internal registry of the indigenous peoples of the Municipality of Catanauan, Quezon.',
      "It is kept by the office of the municipality's Indigenous Peoples Mandatory Representative (IPMR), together with the chieftains of the community, so that every family is known, counted and heard.",
      'It is not a public website: only authorised staff and community leaders sign in to it.',
    ],
  },
  {
    title: 'Our Mission',
    paragraphs: [
      'To keep an accurate, respectful and up-to-date record of the indigenous peoples of Catanauan, so that the services, programmes and decisions meant for them reach the right families.',
      'We want the community to be seen in numbers as clearly as it is known in person: who lives in each barangay, who is studying, who needs work, and who needs care.',
    ],
  },
  {
    title: 'What We Do',
    paragraphs: ['The registry gives the IPMR office and the chieftains one shared place to:'],
    points: [
      'record each person: name, barangay, tribe, family and lineage, education, work and health;',
      'find a person quickly by name, barangay, tribe or age;',
      'see the community at a glance: population, men and women, students, the unemployed, and those with a health condition;',
      'keep records correct over time, with each change made by a known account.',
    ],
  },
  {
    title: 'Why It Matters',
    paragraphs: [
      'Indigenous communities are often left out of the figures that decide where help goes. Without a count, a family that needs a scholarship, a livelihood programme or medical support may simply be missed.',
      'A registry kept by the community’s own representatives lets them speak for their people with facts, plan with the municipality, and pass on a record of lineage and origin to the next generation.',
    ],
  },
  {
    title: 'Our Values',
    paragraphs: ['How we handle the record of a people:'],
    points: [
      'Respect — every entry is a person and a family, written as they wish to be known.',
      'Consent and privacy — information is collected with consent, seen only by those who need it, and protected as the Data Privacy Act requires.',
      'Accuracy — records are checked and corrected, never guessed.',
      'Service — the registry exists to bring help to the community, not to watch over it.',
      'Continuity — culture, lineage and origin are kept for those who come after us.',
    ],
  },
  {
    title: 'Our Team',
    paragraphs: [
      'Katutubo Registry was built as a thesis project by students of a university college of computing, working with the IPMR office of Catanauan.',
      'The students designed, built and tested the system; the IPMR office and the chieftains told them what the community needs and checked that the registry serves it.',
    ],
  },
  {
    title: 'Join Us',
    paragraphs: ['The registry grows stronger with every person who helps keep it. We welcome:'],
    points: [
      'volunteers who can help gather and check records in the barangays;',
      'researchers who want to work with the community, with its consent and for its benefit;',
      'supporters — offices, schools and organisations — who can fund, train or lend a hand.',
    ],
    closing: 'To get involved, visit or write to the IPMR office at the Municipal Hall of Catanauan, Quezon.',
  },
]
