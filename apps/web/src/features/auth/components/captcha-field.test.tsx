// @vitest-environment jsdom
import '../../../test/dom.ts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CaptchaField } from './captcha-field.tsx';

// The widget's code is not needed here: a stand-in element plays it, mounting when the test says so. The
// mock counts when the code is asked for.
const widgetCode = vi.hoisted(() => ({ loads: 0 }));
vi.mock('altcha', () => {
  widgetCode.loads += 1;
  return {};
});
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
  // Loaded on arrival, the widget's ~33 kB put /login over its 300 kB first-visit budget. First in
  // the file: the mock counts the first import only.
  it("does not download the widget's code before the user enters the form", async () => {
    render(
      <form>
        <input aria-label="Nom" />
        <CaptchaField id="captcha" onChange={() => {}} />
      </form>,
    );
    expect(
      await screen.findByText('La vérification anti-robot démarrera quand vous remplirez le formulaire.'),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Still waiting: had the download started, the text would have changed.
    expect(
      screen.getByText('La vérification anti-robot démarrera quand vous remplirez le formulaire.'),
    ).toBeVisible();
    expect(widgetCode.loads).toBe(0);
    expect(document.querySelector('altcha-widget')).toBeNull();
  });

  it('downloads the widget once the user focuses a field, and solves as soon as it mounts', async () => {
    const element = await renderInForm(() => screen.getByRole('textbox', { name: 'Nom' }).focus());
    const verify = vi.fn(async () => null);
    element.mount(verify);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('solves when the user entered the form, even if the field lost focus while the code downloaded', async () => {
    const element = await renderInForm(() => {
      screen.getByRole('textbox', { name: 'Nom' }).focus();
      screen.getByRole('textbox', { name: 'Nom' }).blur();
    });
    const verify = vi.fn(async () => null);
    element.mount(verify);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('downloads the widget on a tap in the form (a button a tap does not focus)', async () => {
    const element = await renderInForm(() =>
      fireEvent.pointerDown(screen.getByRole('textbox', { name: 'Nom' })),
    );
    const verify = vi.fn(async () => null);
    element.mount(verify);
    expect(verify).toHaveBeenCalledTimes(1);
  });
});
