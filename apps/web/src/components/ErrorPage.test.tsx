import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorFallbackBoundary } from './ErrorPage'

function Broken(): never {
  throw new Error('the error page itself failed')
}

describe('error page fallback', () => {
  afterEach(() => cleanup())

  it('shows the static fallback when the error page fails to render', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(
      <ErrorFallbackBoundary>
        <Broken />
      </ErrorFallbackBoundary>,
    )
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong. Please try again later.')
    expect(screen.getByRole('link').getAttribute('href')).toBe('/')
    expect(warn).toHaveBeenCalled()
    spy.mockRestore()
    warn.mockRestore()
  })

  it('renders its children when nothing fails', () => {
    render(
      <ErrorFallbackBoundary>
        <p>fine</p>
      </ErrorFallbackBoundary>,
    )
    expect(screen.getByText('fine')).toBeTruthy()
  })
})
