/**
 * What a visitor put into a server-rendered form before it hydrated. The page paints before its scripts
 * run (ADR 039, ADR 040), so on a slow phone a visitor may type, choose and tick before the form has its
 * code. The browser keeps all of that in the fields, and hydration leaves the fields as they are, but the
 * form's state starts from its empty values: a send then said "This field is required" under a field
 * the visitor could see filled in. The form takes these values as it hydrates.
 *
 * Read by the shape of each value the form holds, for its top-level fields: a string is the field's text,
 * its chosen option or its checked radio button's value; a boolean a single box; a list the values of
 * the ticked boxes of that name. Only values that differ from the form's are returned.
 */
export function valuesTypedBeforeHydration(
  formElement: HTMLFormElement,
  formValues: Readonly<Record<string, unknown>>,
): Map<string, string | string[] | boolean> {
  const typed = new Map<string, string | string[] | boolean>()
  for (const [name, current] of Object.entries(formValues)) {
    const controls = [...formElement.elements].filter(
      (element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
        (element instanceof HTMLInputElement ||
          element instanceof HTMLSelectElement ||
          element instanceof HTMLTextAreaElement) &&
        element.name === name,
    )
    if (controls.length === 0) continue
    const boxes = controls.filter(
      (control): control is HTMLInputElement =>
        control instanceof HTMLInputElement && control.type === 'checkbox',
    )
    if (Array.isArray(current)) {
      const ticked = boxes.filter((box) => box.checked).map((box) => box.value)
      const same =
        ticked.length === current.length && ticked.every((value, index) => value === current[index])
      if (!same) typed.set(name, ticked)
    } else if (typeof current === 'boolean') {
      const ticked = boxes[0]?.checked
      if (ticked !== undefined && ticked !== current) typed.set(name, ticked)
    } else if (typeof current === 'string') {
      const radios = controls.filter(
        (control) => control instanceof HTMLInputElement && control.type === 'radio',
      )
      const value =
        radios.length > 0
          ? (radios.find((radio) => radio instanceof HTMLInputElement && radio.checked)?.value ?? '')
          : (controls[0]?.value ?? '')
      if (value !== current) typed.set(name, value)
    }
  }
  return typed
}
