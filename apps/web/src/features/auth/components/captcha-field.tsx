import type { WidgetMethods } from 'altcha/types';
import type {} from 'altcha/types/react';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { CAPTCHA_CHALLENGE_URL } from '../api.ts';
import { authTexts } from '../texts.ts';

/**
 * The widget's code (~35 kB gz with its proof-of-work workers) is only downloaded by the pages that show a
 * captcha, after they have painted; the French strings come with it.
 */
function loadWidget(): Promise<unknown> {
  return Promise.all([import('altcha'), import('altcha/i18n/fr-fr')]);
}

/** The widget in the app's dark palette. */
const widgetStyle = {
  '--altcha-color-base': '#121218',
  '--altcha-color-base-content': '#f4f4f6',
  '--altcha-color-neutral': '#3a3a48',
  '--altcha-color-neutral-content': '#a9a9b6',
  '--altcha-color-primary': '#ff6b35',
  '--altcha-color-primary-content': '#1a0a03',
  '--altcha-color-success': '#34d399',
  '--altcha-color-error': '#fca5a5',
  '--altcha-border-color': '#3a3a48',
  '--altcha-border-radius': '0.75rem',
  '--altcha-max-width': '100%',
} as CSSProperties;

type AltchaElement = HTMLElement & Partial<WidgetMethods>;
type StateDetail = { state?: string; payload?: string };

type Props = {
  id: string;
  /** Called with the solved payload, or null when there is none (not yet solved, expired, reset). */
  onChange: (payload: string | null) => void;
  error?: string;
  /** Changing it throws the current solution away and solves a new challenge (each is accepted once). */
  resetKey?: number;
};

/** The ALTCHA proof-of-work captcha; solving starts as soon as the user focuses the form. */
export function CaptchaField({ id, onChange, error, resetKey = 0 }: Props) {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const widget = useRef<AltchaElement | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let isLive = true;
    loadWidget().then(
      () => isLive && setStatus('ready'),
      (loadError: unknown) => {
        console.error(loadError);
        if (isLive) setStatus('failed');
      },
    );
    return () => {
      isLive = false;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (status !== 'ready' || !element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateDetail>).detail ?? {};
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    // The user may already be typing in the form while the widget's code downloaded: no focus will come to
    // start it, so solve right away, or as soon as the widget has mounted (its `load`) if it has not yet.
    const solveIfFocused = () => {
      if (element.closest('form')?.contains(document.activeElement)) void element.verify?.();
    };
    element.addEventListener('statechange', onState);
    element.addEventListener('load', solveIfFocused);
    solveIfFocused();
    return () => {
      element.removeEventListener('statechange', onState);
      element.removeEventListener('load', solveIfFocused);
    };
  }, [status]);

  useEffect(() => {
    if (resetKey === 0) return;
    onChangeRef.current(null);
    const element = widget.current;
    element?.reset?.();
    void element?.verify?.();
  }, [resetKey]);

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="min-w-0">
      <legend className="sr-only">{authTexts.captchaLegend}</legend>
      {status === 'ready' ? (
        <altcha-widget
          ref={widget}
          id={id}
          challenge={CAPTCHA_CHALLENGE_URL}
          auto="onfocus"
          style={widgetStyle}
        />
      ) : (
        <p
          className={`flex min-h-[4.5rem] items-center rounded-xl border border-ink-600 px-4 text-sm ${status === 'failed' ? 'text-red-300' : 'text-muted'}`}
        >
          {status === 'failed' ? authTexts.captchaLoadFailed : authTexts.captchaLoading}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
