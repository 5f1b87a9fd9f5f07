import { expect, expectNotFound, openProfileMenu, signIn, snap, test } from './support';

test('an unknown route shows the not-found page with a way home', async ({ page }, testInfo) => {
  await signIn(page, 'supervisor');
  await page.goto('/no/such/page');
  await expectNotFound(page);
  await snap(page, testInfo, 'not-found');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a route the roles do not allow is not found: a tenant admin cannot open tenants', async ({ page }) => {
  await signIn(page, 'tenant.admin');
  await expect(page.getByRole('menuitem', { name: 'Tenant' })).toHaveCount(0);
  await page.goto('/tenant');
  await expectNotFound(page);
  await page.goto('/de/tenant/create');
  await expect(page.getByText('Diese Seite wurde nicht gefunden!')).toBeVisible();
});

test('api.user is told on every screen that the console has nothing for its role', async ({ page }, testInfo) => {
  await signIn(page, 'api.user', { expectDashboard: false });
  const nothing = page.getByRole('heading', { name: 'The console has nothing for your role' });
  await expect(nothing).toBeVisible();
  await snap(page, testInfo, 'api-user-nothing');
  for (const path of ['/', '/tenant', '/user', '/my-company', '/de', '/contract/template']) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { name: /The console has nothing for your role|Die Konsole/ }),
    ).toBeVisible();
  }
});

test('a user without a company cannot reach my-company', async ({ page }) => {
  await signIn(page, 'user.nocompany');
  const profile = await openProfileMenu(page);
  await expect(profile.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'My Company' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/my-company');
  await expectNotFound(page);
});

test('a user with a company sees it on my-company', async ({ page }) => {
  await signIn(page, 'customer');
  await page.getByRole('menuitem', { name: 'My Company' }).click();
  await expect(page).toHaveURL(/\/my-company$/);
  await expect(page.getByText('Zürich Customer AG').first()).toBeVisible();
});
