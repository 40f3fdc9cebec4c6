import { auctionMessages } from '@sanza/contracts/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SubmitButton } from '../../../components/ui/form-feedback.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { type AuctionPhase, minimumBid } from '../rules.ts';
import { auctionTexts } from '../texts.ts';

export const BID_FORM_TITLE_ID = 'bid-form-title';
export const BID_AMOUNT_ID = 'bid-amount';

/**
 * The attributes of the amount field: whole XAF from the current price + 1, up to the auction's
 * ceiling (`max_bid`), both said under the field.
 */
export function bidFieldProps(min: number, max: number) {
  return {
    id: BID_AMOUNT_ID,
    label: auctionTexts.amountLabel,
    type: 'number',
    inputMode: 'numeric',
    min,
    max,
    step: 1,
    autoComplete: 'off',
    hint: auctionTexts.amountHint(formatPrice(min), formatPrice(max)),
  } as const;
}

/** The title over the bid form. */
export function BidFormTitle() {
  return (
    <h2 id={BID_FORM_TITLE_ID} className="text-lg font-bold">
      {auctionTexts.formTitle}
    </h2>
  );
}

/** The label of the disabled submit: why no bid can be placed now. */
export function blockedLabel(phase: AuctionPhase, isSignedIn: boolean): string {
  if (phase === 'ended') return auctionMessages.ended;
  if (phase === 'notStarted') return auctionMessages.notStarted;
  return isSignedIn ? auctionTexts.submit : auctionMessages.loginToBid;
}

const linkClass =
  'inline-flex min-h-11 items-center px-2 font-semibold text-accent underline-offset-4 hover:underline';

/** Sign-in and sign-up links that bring the visitor back to the auction once signed in. */
function SignInLinks({ auctionId }: { auctionId: number }) {
  const next = `/auctions/${auctionId}`;
  return (
    <p className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm">
      <Link to={`/login?next=${next}`} className={linkClass}>
        {auctionTexts.login}
      </Link>
      <Link to={`/register?next=${next}`} className={linkClass}>
        {auctionTexts.register}
      </Link>
    </p>
  );
}

type BidPromptProps = {
  auctionId: number;
  currentPrice: number;
  maxBid: number;
  minIncrement: number;
  phase: AuctionPhase;
  isSignedIn: boolean;
  children?: ReactNode;
};

/**
 * The bid form when no bid can be sent: a visitor sees the submit disabled, labelled
 * 'Connectez-vous pour enchérir', with sign-in and sign-up links carrying the way back; an auction not
 * running says why. Also stands in while the real form's code downloads. It needs no validation code, so
 * a visitor never downloads it.
 */
export function BidPrompt({
  auctionId,
  currentPrice,
  maxBid,
  minIncrement,
  phase,
  isSignedIn,
}: BidPromptProps) {
  const min = minimumBid(currentPrice, minIncrement);
  return (
    <form
      aria-labelledby={BID_FORM_TITLE_ID}
      className="space-y-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <BidFormTitle />
      <TextField {...bidFieldProps(min, maxBid)} value={String(min)} readOnly disabled />
      <SubmitButton disabled>{blockedLabel(phase, isSignedIn)}</SubmitButton>
      {phase === 'running' && !isSignedIn && <SignInLinks auctionId={auctionId} />}
    </form>
  );
}
