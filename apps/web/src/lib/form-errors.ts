import type { FieldError, FieldValues, Resolver } from 'react-hook-form';

/**
 * Every message of a field error: with `criteriaMode: 'all'` a field breaking several rules (a password
 * missing an uppercase letter and a digit) carries them all in `types`; otherwise its one message.
 */
export function fieldMessages(error: FieldError | undefined): string[] {
  if (!error) return [];
  const fromTypes = Object.values(error.types ?? {})
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === 'string' && value !== '');
  const all = fromTypes.length ? fromTypes : error.message ? [error.message] : [];
  return [...new Set(all)];
}

/**
 * Adds a "confirmation differs" error to a resolver's answer. A schema-level check does not run while
 * another field is invalid, so without this the user would only learn it after fixing everything else.
 */
export function withConfirmation<TInput extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TInput, TContext, TOutput>,
  fields: { password: keyof TInput & string; confirmation: keyof TInput & string; message: string },
): Resolver<TInput, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const password = values[fields.password];
    const confirmation = values[fields.confirmation];
    const errors = result.errors as Record<string, FieldError | undefined>;
    if (!confirmation || confirmation === password || errors[fields.confirmation]) return result;
    const mismatch: FieldError = {
      type: 'mismatch',
      message: fields.message,
      types: { mismatch: fields.message },
    };
    return { values: {}, errors: { ...result.errors, [fields.confirmation]: mismatch } } as Awaited<
      ReturnType<Resolver<TInput, TContext, TOutput>>
    >;
  };
}
