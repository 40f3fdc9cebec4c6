// @vitest-environment jsdom
import '../../../test/dom.ts';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CaptchaField } from './captcha-field.tsx';

// The widget's code is not needed here: a stand-in element plays it, mounting when the test says so.
vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/fr-fr', () => ({}));

/** The widget before it has mounted: no `verify` yet, as the real one until its `load`. */
class WidgetStandIn extends HTMLElement {
  verify?: () => Promise<unknown>;
  /** Mounts: `verify` appears, then `load` is dispatched, as the real widget does. */
  mount(verify: () => Promise<unknown>) {
    this.verify = verify;
    this.dispatchEvent(new Event('load'));
  }
}
customElements.define('altcha-widget', WidgetStandIn);

/** The field in a form; answers the widget element once the page shows it and listens for its mounting. */
async function renderInForm(before: () => void = () => {}) {
  const listen = vi.spyOn(WidgetStandIn.prototype, 'addEventListener');
  render(
    <form>
      <input aria-label="Nom" />
      <CaptchaField id="captcha" onChange={() => {}} />
    </form>,
  );
  before();
  await waitFor(() => expect(listen).toHaveBeenCalledWith('load', expect.any(Function)));
  listen.mockRestore();
  return document.querySelector('altcha-widget') as unknown as WidgetStandIn;
}

describe('CaptchaField', () => {
  it('solves as soon as the widget mounts when the user was already in the form', async () => {
    const element = await renderInForm(() => screen.getByRole('textbox', { name: 'Nom' }).focus());
    const verify = vi.fn(async () => null);
    element.mount(verify);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('waits for the user when the form was not touched', async () => {
    const element = await renderInForm();
    const verify = vi.fn(async () => null);
    element.mount(verify);
    expect(verify).not.toHaveBeenCalled();
  });
});
