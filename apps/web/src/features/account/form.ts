// The account forms' state, without a form library: what is typed, each field's message (a MESSAGES code) from the
// first change or submit on, and the focus on the first invalid field when a submit is refused. The rules are plain
// functions over the domain's validators (./schemas), so the profile's first view carries no form library.
import type { ErrorCode } from '@finaverse/domain'
import { type FormEvent, useCallback, useRef, useState } from 'react'

/** Each field's problem, as a MESSAGES code; none for a valid field. */
export type FieldErrors<values> = { readonly [name in keyof values]?: ErrorCode | undefined }

/** One input's state and handlers (profile/components/Field renders it). */
export type FormField = {
  readonly name: string
  readonly value: string
  /** The message to show: a MESSAGES code; none while the field is valid or untouched. */
  readonly error: ErrorCode | undefined
  onChange(value: string): void
  ref(input: HTMLInputElement | null): void
}

export type AccountForm<values extends Record<string, string>> = {
  /** What is typed, as of this render. */
  readonly values: values
  field(name: keyof values & string): FormField
  /** The current value of a field (also between renders, for callbacks kept by other hooks). */
  getValues(name: keyof values & string): string
  /** Shows a field's message now; true when the field is valid. */
  trigger(name: keyof values & string): boolean
  /** The submit handler: shows every message and focuses the first invalid field, else runs `valid` with the values. */
  handleSubmit(valid: (values: values) => void): (event?: FormEvent) => void
  /** Back to the first values, no message shown (after the action succeeded). */
  reset(): void
}

/**
 * The state of an account form: `defaults` are the first values, `validate` gives each field's problem. A field's
 * message shows from its first change (or a submit, or `trigger`) and follows what is typed.
 * @example const form = useAccountForm({ email: '', password: '' }, validateSignIn)
 */
export function useAccountForm<values extends Record<string, string>>(
  defaults: values,
  validate: (values: values) => FieldErrors<values>,
): AccountForm<values> {
  const [values, setValues] = useState(defaults)
  const current = useRef(values)
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set())
  // The inputs in the order they mounted (the page's order), for the focus on the first invalid one.
  const inputs = useRef(new Map<string, HTMLInputElement | null>())
  const show = useCallback(
    (names: readonly string[]) => setShown((before) => new Set([...before, ...names])),
    [],
  )
  const errors = validate(values)
  return {
    values,
    field: (name) => ({
      name,
      value: values[name] ?? '',
      error: shown.has(name) ? errors[name] : undefined,
      onChange: (value) => {
        current.current = { ...current.current, [name]: value }
        setValues(current.current)
        show([name])
      },
      ref: (input) => {
        inputs.current.set(name, input)
      },
    }),
    getValues: (name) => current.current[name] ?? '',
    trigger: (name) => {
      show([name])
      return !validate(current.current)[name]
    },
    handleSubmit: (valid) => (event) => {
      event?.preventDefault()
      const now = current.current
      const problems = validate(now)
      show(Object.keys(defaults))
      if (Object.values(problems).some(Boolean)) {
        const invalid = [...inputs.current.keys()].find((name) => problems[name])
        if (invalid !== undefined) inputs.current.get(invalid)?.focus()
        return
      }
      valid(now)
    },
    reset: () => {
      current.current = defaults
      setValues(defaults)
      setShown(new Set())
    },
  }
}
