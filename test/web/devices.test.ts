/**
 * Accounts that outlive a device, in Chromium: a player made behind the scenes moves to a second
 * device with a sign-in code (typed by keyboard on a phone), finds their tables there, sets a
 * name at last (seen on both), and signs the second device out from the first; the second then
 * says so in words.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { browserSuite, checkAccessibility, screenshot, sized, statusText, tokenOf, watch } from './browser';

const suite = browserSuite();
const { newPage } = suite;

const screens = (page: Page) => page.getByRole('navigation', { name: 'Screens' });

/** Goes to a screen from the menu (on a phone, folded behind its button: opened first). */
async function go(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await screens(page).getByRole('link', { name }).click();
}

test('a code moves the player to a second device, which the first then signs out', {
  timeout: 60_000,
}, async () => {
  // Device A plays against the computer at once: an anonymous player made behind the scenes.
  const a = await newPage(sized(1200, 900));
  const aProblems = watch(a);
  await a.goto(suite.url);
  await a.getByRole('button', { name: 'Play against the computer' }).click();
  await a.waitForURL(/\/tables\/[^/]+$/);
  const tableId = new URL(a.url()).pathname.split('/').pop()!;

  await go(a, 'Devices');
  await expect.poll(() => a.getByRole('heading', { name: 'Your devices', level: 1 }).count()).toBe(1);
  const aDevices = a.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect
    .poll(() => aDevices.allTextContents())
    .toEqual([expect.stringMatching(/^Chrome on Linux \(this device\)/)]);
  await a.getByRole('button', { name: 'Show a code' }).click();
  const code = (await a.locator('.share .code').textContent({ timeout: 10_000 }))!;
  expect(code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
  await checkAccessibility(a, 'devices with a code');
  await screenshot(a, 'devices-code');

  // Device B, a phone, signs in with the code by keyboard alone and finds A's table.
  const b = await newPage(sized(360, 740));
  const bProblems = watch(b, [/^401 GET .*\/v1\/players\/me\/tokens$/, /status of 401/]);
  await b.goto(`${suite.url}/devices`);
  await expect.poll(() => b.getByRole('heading', { name: 'Sign in on this device' }).count()).toBe(1);
  await checkAccessibility(b, 'sign in with a code, on a phone');
  await screenshot(b, 'sign-in-phone');
  await b.getByLabel('Code from your other device').focus();
  await b.keyboard.type(code.toLowerCase());
  await b.keyboard.press('Tab');
  await b.keyboard.press('ControlOrMeta+A');
  await b.keyboard.type('Phone');
  await b.keyboard.press('Enter');
  await b.waitForURL(/\/me$/);
  await expect.poll(() => b.locator(`a[href="/tables/${tableId}"]`).count()).toBe(1);
  expect(await b.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // A sees the phone arrive (the list is read while the code is out) and signs it out.
  await expect.poll(() => statusText(a)).toBe('Phone is signed in as you.');
  expect(await aDevices.count()).toBe(2);
  await checkAccessibility(a, 'two devices');
  await screenshot(a, 'devices-two');

  // A sets a name at last (by keyboard); the phone shows it too, from the server.
  await go(a, 'Play');
  await expect.poll(() => a.locator('.your-name').textContent()).toMatch(/^You play as Guest \d+\./);
  await a.getByRole('button', { name: 'Change name' }).click();
  // The field takes focus a frame after the click: keys pressed before then go to the page.
  await expect.poll(() => a.evaluate(() => document.activeElement?.id)).toBe('your-name');
  await a.keyboard.press('ControlOrMeta+A');
  await a.keyboard.type('  Ana  ');
  await checkAccessibility(a, 'changing the name');
  await screenshot(a, 'name-change');
  await a.keyboard.press('Enter');
  await expect.poll(() => statusText(a)).toMatch(/^You now play as Ana\./);
  expect(await a.locator('.your-name strong').textContent()).toBe('Ana');
  await go(b, 'Play');
  await expect.poll(() => b.locator('.your-name strong').textContent()).toBe('Ana');
  // The friends screen says the same name, and offers to change it there too.
  await go(b, 'With friends');
  await expect.poll(() => b.locator('.your-name strong').textContent()).toBe('Ana');
  expect(await b.getByRole('button', { name: 'Change name' }).count()).toBe(1);
  // The seat at A's table was taken as the guest: it keeps that name (as the README says).
  const seat = await fetch(`${suite.url}/v1/tables/${tableId}`, {
    headers: { authorization: `Bearer ${await tokenOf(a)}` },
  }).then((r) => r.json());
  expect(seat.seats[0].name).toMatch(/^Guest \d+$/);

  await go(a, 'Devices');
  await expect.poll(() => aDevices.count()).toBe(2);
  await a.getByRole('button', { name: 'Sign out Phone' }).click();
  await expect.poll(() => statusText(a)).toBe('Phone is signed out.');
  expect(await aDevices.count()).toBe(1);

  // B's next request is refused (401), and B says so and offers a way on.
  const bToken = await tokenOf(b);
  const refused = await fetch(`${suite.url}/v1/me/tables`, {
    headers: { authorization: `Bearer ${bToken}` },
  });
  expect([refused.status, (await refused.json()).code]).toEqual([401, 'auth/revoked-token']);
  await go(b, 'Devices');
  await expect.poll(() => b.getByRole('heading', { name: 'This device is signed out' }).count()).toBe(1);
  expect(await b.getByRole('alert').textContent()).toBe('This token was revoked; sign in again.');
  expect(await tokenOf(b)).toBe('');
  await checkAccessibility(b, 'signed out, on a phone');
  await screenshot(b, 'signed-out-phone');
  expect(await b.getByRole('button', { name: 'Sign in with a code' }).count()).toBe(1);
  await b.getByRole('button', { name: 'Start fresh' }).click();
  await expect.poll(() => b.getByRole('heading', { name: 'Play dominoes' }).count()).toBe(1);

  expect([...aProblems, ...bProblems]).toEqual([]);
  await a.context().close();
  await b.context().close();
});
