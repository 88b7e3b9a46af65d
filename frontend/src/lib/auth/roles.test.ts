import { homeFor, landingFor, mayOpen } from './roles'

describe('where each role lands', () => {
  it('sends an IPMR to Administration, a Chieftain to their list, and an encoder (like a plain user) to /home', () => {
    expect(homeFor('ipmr')).toBe('/admin')
    expect(homeFor('chieftain')).toBe('/super-admin')
    expect(homeFor('encoder')).toBe('/home')
    expect(homeFor('user')).toBe('/home')
    expect(landingFor({ role: 'encoder', status: 'active' })).toBe('/home')
    expect(landingFor({ role: 'encoder', status: 'pending' })).toBe('/pending')
  })

  it('keeps an encoder out of the IPMR and Chieftain areas', () => {
    expect(mayOpen('encoder', '/admin/proposals')).toBe(false)
    expect(mayOpen('encoder', '/super-admin')).toBe(false)
    expect(mayOpen('encoder', '/home')).toBe(true)
    expect(mayOpen('ipmr', '/admin/proposals')).toBe(true)
  })

  it('opens the certificate register to the Chieftain and the IPMR only', () => {
    expect(mayOpen('chieftain', '/certificates')).toBe(true)
    expect(mayOpen('ipmr', '/certificates/print')).toBe(true)
    expect(mayOpen('encoder', '/certificates')).toBe(false)
    expect(mayOpen('user', '/certificates')).toBe(false)
  })
})
