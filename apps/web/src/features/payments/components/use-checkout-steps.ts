import type { PaymentProvider, RtpOperator } from '@sanza/contracts';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  type CheckoutStep,
  nextStep,
  PHONE_STEP_SLUGS,
  parsePhoneStep,
  parseProvider,
  parseRtpOperator,
  parseStep,
  previousStep,
  STEP_SLUGS,
  stepsFor,
} from '../rules.ts';

/** Marks a history entry pushed by a step forward: going back is then the browser's own back. */
type FlowState = { isInFlow?: boolean } | null;

/**
 * The checkout step and operator, kept in the address (`?etape=instructions&moyen=airtel`): each step forward
 * is a history entry, so the phone's back button and the page's 'Retour' both return to the previous step,
 * and a reload (or a tab the phone discarded while the user was in the operator's app) comes back where it was.
 * Paying on the phone has its own steps there: `?etape=telephone&operateur=mtn`, then
 * `?etape=validation&operateur=mtn&demande={request id}` while the buyer approves and once it is over.
 */
export function useCheckoutSteps() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const isInFlow = (location.state as FlowState)?.isInFlow === true;

  const provider = parseProvider(params.get('moyen'));
  let step = parseStep(params.get('etape'));
  // A step past the first needs an operator, and cash has no confirmation form.
  if (step !== 'operator' && !provider) step = 'operator';
  if (step === 'confirm' && provider === 'cash') step = 'instructions';
  const requestId = params.get('demande');
  const operator = parseRtpOperator(params.get('operateur'));
  let phoneStep = parsePhoneStep(params.get('etape'));
  // The wait needs the request it waits for.
  if (phoneStep === 'waiting' && !requestId) phoneStep = 'phone';

  const go = (to: CheckoutStep, chosen: PaymentProvider | null, replace: boolean) => {
    const search = new URLSearchParams();
    if (to !== 'operator') search.set('etape', STEP_SLUGS[to]);
    if (chosen) search.set('moyen', chosen);
    const state: FlowState = { isInFlow: replace ? isInFlow : true };
    void navigate({ pathname: location.pathname, search: `?${search}` }, { replace, state });
  };

  const goPhone = (search: Record<string, string>, replace: boolean) => {
    const state: FlowState = { isInFlow: replace ? isInFlow : true };
    void navigate(
      { pathname: location.pathname, search: `?${new URLSearchParams(search)}` },
      { replace, state },
    );
  };

  return {
    step,
    provider,
    steps: stepsFor(provider),
    /** Step 1: the operator chosen (replaces the entry, so back does not walk through every choice). */
    choose: (chosen: PaymentProvider) => go('operator', chosen, true),
    /** The next step, as a new history entry (from step 1, with the operator just chosen). */
    next: (chosen: PaymentProvider | null = provider) => {
      const to = nextStep(step, chosen);
      if (to) go(to, chosen, false);
    },
    /** The previous step: the browser's back when this entry was pushed by the flow, else a replacement. */
    back: () => {
      const to = previousStep(step, provider);
      if (!to) return;
      if (isInFlow) void navigate(-1);
      else go(to, provider, true);
    },
    /** Step 4, in place of the form: back from there does not return to a form already sent. */
    finish: () => go('done', provider, true),
    /** The phone step the address names ('phone', 'waiting'), or null in the manual flow. */
    phoneStep,
    /** The operator chosen to prompt the phone, and the request waited for. */
    operator,
    requestId,
    /** Where « Payer sur mon téléphone » leads from step 1 (a new history entry). */
    phoneLink: {
      search: `?etape=${PHONE_STEP_SLUGS.phone}`,
      state: { isInFlow: true } satisfies FlowState,
    },
    /** The number's step left for step 1: the browser's back when the flow pushed it, else a replacement. */
    backFromPhone: () => {
      if (isInFlow) void navigate(-1);
      else go('operator', null, true);
    },
    /** The wait for request `id`, as a new history entry. */
    wait: (id: string, chosen: RtpOperator) =>
      goPhone({ etape: PHONE_STEP_SLUGS.waiting, operateur: chosen, demande: id }, false),
    /** Back to the number after a refused or expired request (in place of the wait: it is over). */
    retryPhone: () =>
      goPhone({ etape: PHONE_STEP_SLUGS.phone, ...(operator ? { operateur: operator } : {}) }, true),
    /** Step 1, in place of the current entry. */
    restart: () => go('operator', null, true),
  };
}
