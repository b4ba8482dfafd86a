/** Decorative: the busy state is announced by the button's aria-busy and the status text. */
export function Spinner() {
  return <span className="key-form__spinner" aria-hidden="true" />;
}
