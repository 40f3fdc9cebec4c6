import { zodResolver } from '@hookform/resolvers/zod';
import { bidSchema } from '@sanza/contracts';
import { auctionMessages, BID_AMOUNT_CAP, BID_SUCCESS_MS, groupAmount } from '@sanza/contracts/constants';
import { useEffect, useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FormAlert, SubmitButton, SuccessMessage } from '../../../components/ui/form-feedback.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { fieldMessages } from '../../../lib/form-errors.ts';
import { useFlashMessage } from '../../../lib/use-flash-message.ts';
import type { z } from '../../../lib/zod.ts';
import { auctionErrorText } from '../errors.ts';
import { useBid } from '../mutations.ts';
import { minimumBid } from '../rules.ts';
import { auctionTexts } from '../texts.ts';
import { BID_FORM_TITLE_ID, BidFormTitle, bidFieldProps } from './bid-prompt.tsx';

/**
 * The bid rules against `currentPrice`: a valid whole amount ('Veuillez entrer un montant
 * valide'), strictly above the current price ('Le montant doit être supérieur à {current_price}XAF'), by at
 * least the organizer's raise when it is over 1 XAF (« Le montant doit être d'au moins {minimum}XAF »); and not
 * above the auction's ceiling `maxBid`, as the server refuses it.
 */
export function createBidFormSchema(currentPrice: number, maxBid: number = BID_AMOUNT_CAP, minIncrement = 1) {
  return bidSchema
    .refine((bid) => bid.amount > currentPrice, {
      message: auctionMessages.amountTooLow(currentPrice),
      path: ['amount'],
    })
    .refine((bid) => bid.amount <= currentPrice || bid.amount >= minimumBid(currentPrice, minIncrement), {
      message: auctionMessages.amountBelowIncrement(minimumBid(currentPrice, minIncrement)),
      path: ['amount'],
    })
    .refine((bid) => bid.amount <= maxBid, {
      message: auctionMessages.amountTooHigh(groupAmount(maxBid)),
      path: ['amount'],
    });
}

type BidFormInput = { amount: string };
type BidFormOutput = z.output<ReturnType<typeof createBidFormSchema>>;

/** The form's resolver for `currentPrice` (the field is a string, which the contract's schema accepts). */
const bidResolver = (currentPrice: number, maxBid: number, minIncrement: number) =>
  zodResolver(createBidFormSchema(currentPrice, maxBid, minIncrement)) as unknown as Resolver<
    BidFormInput,
    unknown,
    BidFormOutput
  >;

/**
 * The bid form of a signed-in user on a running auction: a whole amount, at least the
 * current price + 1 (or + the organizer's raise) and at most the auction's ceiling, prefilled with the minimum and kept at it while the
 * price moves and the user has not typed. A success shows 'Enchère placée avec succès !' for 3 s; a failure
 * shows the server's message.
 */
export function BidForm({
  auctionId,
  currentPrice,
  maxBid,
  minIncrement = 1,
}: {
  auctionId: number;
  currentPrice: number;
  maxBid: number;
  minIncrement?: number;
}) {
  const bid = useBid(auctionId);
  const [success, flashSuccess] = useFlashMessage(BID_SUCCESS_MS);
  const min = minimumBid(currentPrice, minIncrement);
  // The rules follow the price shown, which moves while the form is open.
  const limitsRef = useRef({ currentPrice, maxBid, minIncrement });
  limitsRef.current = { currentPrice, maxBid, minIncrement };
  const form = useForm<BidFormInput, unknown, BidFormOutput>({
    resolver: (values, context, options) =>
      bidResolver(limitsRef.current.currentPrice, limitsRef.current.maxBid, limitsRef.current.minIncrement)(
        values,
        context,
        options,
      ),
    defaultValues: { amount: String(min) },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!form.getFieldState('amount').isDirty) form.resetField('amount', { defaultValue: String(min) });
  }, [form, min]);

  const onSubmit = form.handleSubmit(async ({ amount }) => {
    try {
      const auction = await bid.mutateAsync(amount);
      form.reset({ amount: String(minimumBid(auction.current_price, minIncrement)) });
      flashSuccess(auctionMessages.bidPlaced);
    } catch (error) {
      form.setError('root.server', { message: auctionErrorText(error, auctionMessages.bidError) });
    }
  });
  const serverError = errors.root?.server?.message;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={BID_FORM_TITLE_ID} className="space-y-4">
      <BidFormTitle />
      <TextField
        {...bidFieldProps(min, maxBid)}
        error={fieldMessages(errors.amount)}
        {...form.register('amount')}
      />
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <SuccessMessage>{success}</SuccessMessage>
      <SubmitButton isBusy={isSubmitting} busyLabel={auctionTexts.submitting}>
        {auctionTexts.submit}
      </SubmitButton>
    </form>
  );
}
