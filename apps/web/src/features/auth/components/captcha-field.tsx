import type { WidgetMethods } from 'altcha/types';
import type {} from 'altcha/types/react';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { CAPTCHA_CHALLENGE_URL } from '../api.ts';
import { authTexts } from '../texts.ts';

/**
 * The widget's code (~33 kB brotli, its proof-of-work workers inlined) with its French strings. Downloaded
 * only once the user enters the form: loaded on arrival it put /login over its 300 kB first-visit
 * budget, for visitors who leave without signing in or sign in with an identity provider.
 */
function loadWidget(): Promise<unknown> {
  return Promise.all([import('altcha'), import('altcha/i18n/fr-fr')]);
}

/** What tells that the user has entered the form: a field focused, a tap, or a value typed or autofilled. */
const ENTRY_EVENTS = ['focusin', 'pointerdown', 'input'] as const;

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

/**
 * The ALTCHA proof-of-work captcha. Its code is downloaded when the user enters the form around it (at once
 * outside a form), and solving starts as soon as it has mounted.
 */
export function CaptchaField({ id, onChange, error, resetKey = 0 }: Props) {
  const [status, setStatus] = useState<'waiting' | 'loading' | 'ready' | 'failed'>('waiting');
  const fieldset = useRef<HTMLFieldSetElement | null>(null);
  const widget = useRef<AltchaElement | null>(null);
  const isEntered = useRef(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let isLive = true;
    let isStarted = false;
    const form = fieldset.current?.closest('form');
    const load = () => {
      if (isStarted) return;
      isStarted = true;
      stopListening();
      setStatus('loading');
      loadWidget().then(
        () => isLive && setStatus('ready'),
        (loadError: unknown) => {
          console.error(loadError);
          if (isLive) setStatus('failed');
        },
      );
    };
    const onEnter = () => {
      isEntered.current = true;
      load();
    };
    const stopListening = () => {
      for (const type of ENTRY_EVENTS) form?.removeEventListener(type, onEnter);
    };
    if (form?.contains(document.activeElement)) onEnter();
    else if (!form) load();
    else for (const type of ENTRY_EVENTS) form.addEventListener(type, onEnter);
    return () => {
      isLive = false;
      stopListening();
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (status !== 'ready' || !element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateDetail>).detail ?? {};
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    // The user entered the form before the widget's code had downloaded: no focus will come to start it, so
    // solve right away, or as soon as the widget has mounted (its `load`) if it has not yet.
    const solveIfEntered = () => {
      if (isEntered.current) void element.verify?.();
    };
    element.addEventListener('statechange', onState);
    element.addEventListener('load', solveIfEntered);
    solveIfEntered();
    return () => {
      element.removeEventListener('statechange', onState);
      element.removeEventListener('load', solveIfEntered);
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
    <fieldset ref={fieldset} aria-describedby={error ? `${id}-error` : undefined} className="min-w-0">
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
          {status === 'failed'
            ? authTexts.captchaLoadFailed
            : status === 'waiting'
              ? authTexts.captchaWaiting
              : authTexts.captchaLoading}
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
