import { expect, type Page, test } from '@playwright/test';

/** The search page, seen through its roles. */
function searchPage(page: Page) {
  const panel = page.getByRole('tabpanel');
  return {
    box: page.getByRole('searchbox', { name: 'Rechercher' }),
    submit: page.getByRole('button', { name: 'Rechercher', exact: true }),
    tab: (name: string) => page.getByRole('tab', { name, exact: true }),
    hits: panel.getByRole('heading', { level: 3 }),
    previous: panel.getByRole('button', { name: 'Précédent' }),
    next: panel.getByRole('button', { name: 'Suivant' }),
    panel,
  };
}

test.describe('search', () => {
  test("'makosa' finds the song → Artistes → paging → the search survives a reload", async ({ page }) => {
    const s = searchPage(page);
    await page.goto('/search');
    await expect(page.getByText('Commencez votre recherche')).toBeVisible();
    await expect(s.submit).toBeDisabled();

    // One letter missing still finds 'Makossa Mbóa', which links to its song page.
    await s.box.fill('makosa');
    await s.submit.click();
    await expect(page).toHaveURL(/[?&]q=makosa/);
    const song = s.panel.getByRole('link', { name: 'Makossa Mbóa' });
    await expect(song).toBeVisible();
    await expect(song).toHaveAttribute('href', /^\/musics\/\d+$/);

    // Another tab: the words stay, the results are the artists' (none is called that).
    await s.tab('Artistes').click();
    await expect(page).toHaveURL(/type=artists/);
    await expect(s.tab('Artistes')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Aucun résultat trouvé')).toBeVisible();

    // A broad search: the artists from Congo or Cameroon are 11 of the demo's 12, so two pages of 10.
    await s.box.fill('congo cameroun');
    await s.submit.click();
    await expect(s.hits).toHaveCount(10);
    await expect(s.previous).toBeDisabled();
    await expect(s.next).toBeEnabled();
    const firstPage = await s.hits.allTextContents();
    await s.panel
      .getByRole('link')
      .first()
      .getAttribute('href')
      .then((href) => expect(href).toMatch(/^\/artists\/[0-9a-f]+$/));

    await s.next.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(s.hits).toHaveCount(1);
    await expect(s.next).toBeDisabled();
    await expect(s.previous).toBeEnabled();
    const lastHit = await s.hits.first().textContent();
    expect(firstPage).not.toContain(lastHit);

    // The address holds the whole search: a reload shows the same page of the same tab.
    await page.reload();
    await expect(s.box).toHaveValue('congo cameroun');
    await expect(s.tab('Artistes')).toHaveAttribute('aria-selected', 'true');
    await expect(s.hits).toHaveCount(1);
    await expect(s.hits.first()).toHaveText(lastHit ?? '');

    await s.previous.click();
    await expect(s.hits).toHaveCount(10);
    await expect(page).not.toHaveURL(/page=/);

    // Changing tab clears the filters and goes back to page 1; emptying the box clears the results.
    await s.next.click();
    await expect(page).toHaveURL(/page=2/);
    await s.tab('Titres').click();
    await expect(page).not.toHaveURL(/page=/);
    await s.box.fill('');
    await expect(page.getByText('Commencez votre recherche')).toBeVisible();
    await expect(s.submit).toBeDisabled();
  });

  test('events and auctions carry their status and link to their pages', async ({ page }) => {
    const s = searchPage(page);
    await page.goto('/search?q=festival&type=auctions');
    await expect(s.hits.first()).toBeVisible();
    await expect(s.panel.getByRole('link').first()).toHaveAttribute('href', /^\/auctions\/\d+$/);
    await expect(s.panel.getByText(/À venir|Terminé/).first()).toBeVisible();
    await expect(s.panel.getByText(/XAF/).first()).toBeVisible();

    await s.tab('Événements').click();
    await expect(s.hits.first()).toBeVisible();
    await expect(s.panel.getByRole('link').first()).toHaveAttribute('href', /^\/events\/[\w-]+$/);
  });
});
