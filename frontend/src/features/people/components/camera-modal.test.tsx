import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'

import { CAMERA_CONSTRAINTS } from '../hooks/use-camera-stream'

const CAMERA_ERROR = 'Cannot access camera. Please allow permission or try a different device.'

import { CameraModal } from './camera-modal'

function fakeStream() {
  const track = { stop: vi.fn(), kind: 'video' }
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track }
}

function Harness({ onUsePhoto }: { onUsePhoto: (file: File) => void }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open camera
      </button>
      <CameraModal open={open} onClose={() => setOpen(false)} onUsePhoto={onUsePhoto} />
    </>
  )
}

function stubCamera(getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>) {
  const spy = vi.fn(getUserMedia)
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: spy }, configurable: true })
  return spy
}

afterEach(() => {
  vi.restoreAllMocks()
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true })
})

describe('CameraModal', () => {
  it('asks for the rear camera at 1280x720 without audio, captures a JPEG at 0.92 and stops the stream', async () => {
    const user = userEvent.setup({ delay: null })
    const { stream, track } = fakeStream()
    const getUserMedia = stubCamera(async () => stream)
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation(function (callback) {
        callback(new Blob(['jpeg'], { type: 'image/jpeg' }))
      })
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
    const onUsePhoto = vi.fn()
    render(<Harness onUsePhoto={onUsePhoto} />)

    expect(screen.getByRole('dialog', { name: 'Take a Photo' })).toBeInTheDocument()
    expect(getUserMedia).toHaveBeenCalledWith(CAMERA_CONSTRAINTS)
    expect(CAMERA_CONSTRAINTS).toEqual({
      video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: { ideal: 'environment' } },
      audio: false,
    })
    const capture = screen.getByRole('button', { name: 'Capture' })
    await waitFor(() => expect(capture).toBeEnabled())
    expect(screen.getByRole('button', { name: 'Use Photo' })).toBeDisabled()

    await user.click(capture)
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.92)
    expect(screen.getByRole('img', { name: 'Captured photo' })).toBeInTheDocument()
    expect(track.stop).toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Use Photo' }))
    expect(onUsePhoto).toHaveBeenCalledTimes(1)
    const file = onUsePhoto.mock.calls[0][0] as File
    expect(file.type).toBe('image/jpeg')
    expect(file.name).toMatch(/\.jpg$/)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('Retake starts the camera again; Close stops every track', async () => {
    const user = userEvent.setup({ delay: null })
    const streams = [fakeStream(), fakeStream()]
    let call = 0
    stubCamera(async () => streams[call++].stream)
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback) {
      callback(new Blob(['jpeg'], { type: 'image/jpeg' }))
    })
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
    render(<Harness onUsePhoto={vi.fn()} />)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Capture' })).toBeEnabled())
    await user.click(screen.getByRole('button', { name: 'Capture' }))
    await user.click(screen.getByRole('button', { name: 'Retake' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Capture' })).toBeEnabled())
    expect(call).toBe(2)
    expect(streams[1].track.stop).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(streams[1].track.stop).toHaveBeenCalled()
  })

  it('stops a stream that arrives after the modal was closed (Escape)', async () => {
    const user = userEvent.setup({ delay: null })
    const { stream, track } = fakeStream()
    let grant: (s: MediaStream) => void = () => {}
    stubCamera(() => new Promise((resolve) => (grant = resolve)))
    render(<Harness onUsePhoto={vi.fn()} />)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    grant(stream)
    await waitFor(() => expect(track.stop).toHaveBeenCalled())
  })

  it('explains when the camera is refused or missing', async () => {
    stubCamera(async () => {
      throw new DOMException('denied', 'NotAllowedError')
    })
    render(<Harness onUsePhoto={vi.fn()} />)
    expect(await screen.findByRole('alert')).toHaveTextContent(CAMERA_ERROR)
    expect(screen.getByRole('button', { name: 'Capture' })).toBeDisabled()
  })

  it('explains when the browser has no camera API at all', async () => {
    render(<Harness onUsePhoto={vi.fn()} />)
    expect(await screen.findByRole('alert')).toHaveTextContent(CAMERA_ERROR)
  })
})
