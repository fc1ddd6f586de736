/**
 * Moves focus to the first field marked invalid, after React has drawn the marks. On a long
 * form (signup on a phone) the member otherwise sees nothing happen when a field far above
 * the button is wrong.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('.is-invalid, [aria-invalid="true"]')?.focus();
  });
}
