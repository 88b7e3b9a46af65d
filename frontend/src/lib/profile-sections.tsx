import { createContext, useContext, type ReactNode } from 'react'

/** A section another feature adds to the IP Profile (e.g. the person's certifications), given by app/. */
export type ProfileSection = (person: { id: number; name: string }) => ReactNode

const ProfileSectionsContext = createContext<readonly ProfileSection[]>([])

/** app/ composes the profile: features that add to it never import the people feature, nor it them. */
export function ProfileSectionsProvider({ sections, children }: { sections: readonly ProfileSection[]; children: ReactNode }) {
  return <ProfileSectionsContext value={sections}>{children}</ProfileSectionsContext>
}

export function useProfileSections(): readonly ProfileSection[] {
  return useContext(ProfileSectionsContext)
}
