import type { PlaywrightTestConfig } from '@playwright/test';

/**
 * How a run judges its journeys. In CI a failed journey is tried once more, so its report shows both attempts;
 * one that then passes is flaky, and a flaky journey fails the run like a failing one: a retry never hides it.
 */
export function runSettings(
  isCi: boolean,
): Pick<PlaywrightTestConfig, 'forbidOnly' | 'retries' | 'failOnFlakyTests'> {
  return { forbidOnly: isCi, retries: isCi ? 1 : 0, failOnFlakyTests: isCi };
}
