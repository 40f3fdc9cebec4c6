// Stands in for the ALTCHA widget in DOM tests (jsdom runs no proof-of-work workers): a button solves it.

/** The payload the mock widget hands over once "solved". */
export const SOLVED_CAPTCHA = 'captcha-resolu';

/** Same props as the real CaptchaField. */
export function CaptchaField({
  id,
  onChange,
  error,
  resetKey = 0,
}: {
  id: string;
  onChange: (payload: string | null) => void;
  error?: string;
  resetKey?: number;
}) {
  return (
    <div data-testid="captcha" data-reset-key={resetKey}>
      <button type="button" onClick={() => onChange(SOLVED_CAPTCHA)}>
        Résoudre le captcha
      </button>
      <button type="button" onClick={() => onChange(null)}>
        Expirer le captcha
      </button>
      {error && <p id={`${id}-error`}>{error}</p>}
    </div>
  );
}
