import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Tabs, tabKeyTarget } from './Tabs'

const TABS = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
  { id: 'three', label: 'Three' },
] as const
type Id = (typeof TABS)[number]['id']

function Harness({ onSelect }: { onSelect?: (id: Id) => void }) {
  const [selected, setSelected] = useState<Id>('one')
  return (
    <Tabs
      label="Things"
      tabs={TABS}
      selected={selected}
      onSelect={(id) => {
        onSelect?.(id)
        setSelected(id)
      }}
    >
      <p>panel of {selected}</p>
    </Tabs>
  )
}

const tab = (name: string) => screen.getByRole('tab', { name })
const selectedName = () =>
  screen.getAllByRole('tab').find((element) => element.getAttribute('aria-selected') === 'true')?.textContent

describe('Tabs', () => {
  afterEach(() => cleanup())

  it('names the list, links each tab to its panel and keeps only the selected tab in the Tab order', () => {
    render(<Harness />)
    expect(screen.getByRole('tablist', { name: 'Things' })).toBeTruthy()
    expect(screen.getAllByRole('tab').map((element) => element.getAttribute('tabindex'))).toEqual([
      '0',
      '-1',
      '-1',
    ])
    expect(tab('One').getAttribute('aria-controls')).toBe('panel-one')
    const panel = screen.getByRole('tabpanel', { name: 'One' })
    expect(panel.id).toBe('panel-one')
    expect(panel.textContent).toBe('panel of one')
  })

  it('moves with the arrows (wrapping), Home and End, selecting and focusing the tab', () => {
    render(<Harness />)
    tab('One').focus()
    fireEvent.keyDown(tab('One'), { key: 'ArrowRight' })
    expect(selectedName()).toBe('Two')
    expect(document.activeElement).toBe(tab('Two'))
    expect(tab('Two').getAttribute('tabindex')).toBe('0')
    expect(tab('One').getAttribute('tabindex')).toBe('-1')
    expect(screen.getByRole('tabpanel').textContent).toBe('panel of two')

    fireEvent.keyDown(tab('Two'), { key: 'End' })
    expect(selectedName()).toBe('Three')
    expect(document.activeElement).toBe(tab('Three'))
    fireEvent.keyDown(tab('Three'), { key: 'ArrowRight' })
    expect(selectedName()).toBe('One')
    expect(document.activeElement).toBe(tab('One'))
    fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' })
    expect(selectedName()).toBe('Three')
    fireEvent.keyDown(tab('Three'), { key: 'Home' })
    expect(selectedName()).toBe('One')
    expect(document.activeElement).toBe(tab('One'))
  })

  it('ignores other keys and lets them through', () => {
    const onSelect = vi.fn()
    render(<Harness onSelect={onSelect} />)
    const event = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true })
    tab('One').dispatchEvent(event)
    fireEvent.keyDown(tab('One'), { key: 'a' })
    expect(onSelect).not.toHaveBeenCalled()
    expect(event.defaultPrevented).toBe(false)
    expect(selectedName()).toBe('One')
  })

  it('selects a tab on click', () => {
    render(<Harness />)
    fireEvent.click(tab('Three'))
    expect(selectedName()).toBe('Three')
    expect(screen.getByRole('tabpanel', { name: 'Three' }).textContent).toBe('panel of three')
  })

  it('computes the target index', () => {
    expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0)
    expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2)
    expect(tabKeyTarget('Home', 1, 3)).toBe(0)
    expect(tabKeyTarget('End', 0, 3)).toBe(2)
    expect(tabKeyTarget('Enter', 0, 3)).toBe(-1)
  })
})
