import type { PaymentProvider } from '@sanza/contracts';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  type CheckoutStep,
  nextStep,
  parseProvider,
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

  const go = (to: CheckoutStep, chosen: PaymentProvider | null, replace: boolean) => {
    const search = new URLSearchParams();
    if (to !== 'operator') search.set('etape', STEP_SLUGS[to]);
    if (chosen) search.set('moyen', chosen);
    const state: FlowState = { isInFlow: replace ? isInFlow : true };
    void navigate({ pathname: location.pathname, search: `?${search}` }, { replace, state });
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
  };
}
