import type { RtpOperator } from '@sanza/contracts/constants';
import { type AirtelConfig, airtelOperator } from './airtel.ts';
import { type MtnConfig, mtnOperator } from './mtn.ts';
import type { CollectionOperator } from './operator.ts';
import { SIMULATOR_CREDENTIALS, startOperatorSimulator } from './simulator.ts';

/** The collection settings (config.ts reads them from PAYMENT_MODE, MTN_*, AIRTEL_*). */
export type CollectionSettings = {
  mode: 'simulator' | 'live' | 'off';
  country: string;
  simulatorDelayMs: number;
  mtn: Omit<MtnConfig, 'callbackBase' | 'callbackSecret'> | null;
  airtel: Omit<AirtelConfig, 'country'> | null;
};

/**
 * The operators requests to pay go to: none (off), the configured live APIs, or both adapters pointed at the
 * local simulator (started here on a loopback port, closed with `close`).
 */
export async function startCollectionOperators(opts: {
  config: CollectionSettings;
  /** Where our callback routes are reached (PAYMENT_CALLBACK_URL, or this machine's loopback). */
  callbackBase: string;
  callbackSecret: string;
}): Promise<{ operators: Partial<Record<RtpOperator, CollectionOperator>>; close(): Promise<void> }> {
  const { config, callbackBase, callbackSecret } = opts;
  if (config.mode === 'off') return { operators: {}, close: async () => {} };
  if (config.mode === 'live') {
    return {
      operators: {
        ...(config.mtn ? { mtn: mtnOperator({ ...config.mtn, callbackBase, callbackSecret }) } : {}),
        ...(config.airtel ? { airtel: airtelOperator({ ...config.airtel, country: config.country }) } : {}),
      },
      close: async () => {},
    };
  }
  const simulator = await startOperatorSimulator({
    delayMs: config.simulatorDelayMs,
    airtelCallbackUrl: `${callbackBase}/api/payment/callback/airtel/`,
  });
  return {
    operators: {
      mtn: mtnOperator({
        baseUrl: `${simulator.url}/mtn`,
        ...SIMULATOR_CREDENTIALS.mtn,
        targetEnvironment: 'sandbox',
        callbackBase,
        callbackSecret,
      }),
      airtel: airtelOperator({
        baseUrl: `${simulator.url}/airtel`,
        ...SIMULATOR_CREDENTIALS.airtel,
        country: config.country,
      }),
    },
    close: () => simulator.close(),
  };
}
