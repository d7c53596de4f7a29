import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { chooseOption, expect, openPage, test } from '../../../e2e/test';

// Chromium's fake camera and microphone, with its permission prompt answered yes.
const chromium = JSON.parse(readFileSync(new URL('../../../scripts/chromium.json', import.meta.url), 'utf8')) as {
  executablePath: string;
  args: string[];
};
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
    args: [...chromium.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

const grantButton = (page: Page) => page.getByRole('button', { name: 'Grant permission' });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/**
 * The fake prompt reports the camera as granted before anything is asked; a first visit reports
 * 'prompt', which these tests start from.
 */
async function firstVisit(page: Page) {
  await page.addInitScript(() => {
    const query = navigator.permissions.query.bind(navigator.permissions);
    navigator.permissions.query = (descriptor) =>
      descriptor.name === ('camera' as PermissionName)
        ? Promise.resolve({ state: 'prompt' } as PermissionStatus)
        : query(descriptor);
  });
}

/** Makes the browser answer every camera request with `errorName`, as a refusal or a missing device would. */
async function refuseCamera(page: Page, errorName: string) {
  await page.addInitScript((name) => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('refused', name));
  }, errorName);
}

test.describe('Camera recorder', () => {
  test('grants, streams, takes a screenshot, records a video and stops the camera on leaving', async ({ page }) => {
    // Keeps the streams the page opens, to check that leaving the page ended every track.
    await page.addInitScript(() => {
      const streams: MediaStream[] = [];
      (window as unknown as { openedStreams: MediaStream[] }).openedStreams = streams;
      const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await getUserMedia(constraints);
        streams.push(stream);
        return stream;
      };
    });
    await firstVisit(page);
    await openPage(page, '/camera-recorder', grantButton);
    await expect(page.getByText('You need to grant permission to use your camera and microphone')).toBeVisible();
    await grantButton(page).click();
    await expect(page.getByRole('combobox', { name: 'Video' })).toHaveText('fake_device_0');
    await expect(page.getByRole('combobox', { name: 'Audio' })).toBeVisible();
    await button(page, 'Start webcam').click();
    const camera = page.getByLabel('Camera', { exact: true });
    await expect(camera).toHaveJSProperty('videoWidth', 640);
    const openedStreams = () =>
      page.evaluate(() => (window as unknown as { openedStreams: MediaStream[] }).openedStreams.length);
    const streamsBefore = await openedStreams();
    await chooseOption(page, 'Audio', 'Fake Audio Input 1');
    await expect.poll(openedStreams).toBe(streamsBefore + 1);
    await expect(camera).toHaveJSProperty('videoWidth', 640);

    await button(page, 'Take screenshot').click();
    await expect(page.getByRole('heading', { name: 'Screenshot', exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Screenshot from the camera' })).toHaveJSProperty('naturalWidth', 640);

    await button(page, 'Start recording').click();
    await page.waitForTimeout(400);
    await button(page, 'Pause').click();
    await expect(button(page, 'Resume')).toBeVisible();
    await button(page, 'Resume').click();
    await page.waitForTimeout(400);
    await button(page, 'Stop').click();
    await expect(page.getByRole('heading', { name: 'Video', exact: true })).toBeVisible();
    await expect(button(page, 'Start recording')).toBeVisible();
    // Newest first: the video before the screenshot.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Video', 'Screenshot']);

    const download = page.waitForEvent('download');
    await button(page, 'Download').last().click();
    expect((await download).suggestedFilename()).toMatch(/^image-\d{13}\.png$/);
    await button(page, 'Delete').last().click();
    await expect(page.getByRole('heading', { name: 'Screenshot', exact: true })).toBeHidden();
    await button(page, 'Delete').click();
    await expect(page.getByRole('heading', { name: 'Video', exact: true })).toBeHidden();

    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    const states = await page.evaluate(() =>
      (window as unknown as { openedStreams: MediaStream[] }).openedStreams.flatMap((stream) =>
        stream.getTracks().map((track) => track.readyState),
      ),
    );
    expect(states.length).toBeGreaterThan(0);
    expect(new Set(states)).toEqual(new Set(['ended']));
  });

  test('says it is looking for cameras until the browser has listed them', async ({ page }) => {
    // The browser's list of devices waits until the test lets it through.
    await page.addInitScript(() => {
      const enumerate = navigator.mediaDevices.enumerateDevices.bind(navigator.mediaDevices);
      const waiting = window as unknown as { listDevices?: () => void };
      navigator.mediaDevices.enumerateDevices = () =>
        new Promise((resolve) => {
          waiting.listDevices = () => resolve(enumerate());
        });
    });
    await firstVisit(page);
    await openPage(page, '/camera-recorder', grantButton);
    await grantButton(page).click();
    const video = page.getByRole('combobox', { name: 'Video' });
    await expect(video).toHaveText('Looking for cameras…');
    await expect(page.getByText('No camera', { exact: true })).toBeHidden();
    await page.evaluate(() => (window as unknown as { listDevices: () => void }).listDevices());
    await expect(video).toHaveText('fake_device_0');
  });

  test('a refused permission says it is blocked and where to allow it', async ({ page }) => {
    await firstVisit(page);
    await refuseCamera(page, 'NotAllowedError');
    await openPage(page, '/camera-recorder', grantButton);
    await grantButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Permission to use the camera is blocked. Allow it in the site settings (the padlock in the address bar), then reload the page.',
    );
    await expect(grantButton(page)).toBeHidden();
  });

  test('no camera says so and lets the person ask again', async ({ page }) => {
    await firstVisit(page);
    await refuseCamera(page, 'NotFoundError');
    await openPage(page, '/camera-recorder', grantButton);
    await grantButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('No camera was found. Plug one in, then grant permission again.');
    await expect(grantButton(page)).toBeVisible();
  });

  test('a browser without media devices is told it cannot record', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'mediaDevices', { value: undefined }));
    await page.goto('/camera-recorder');
    await expect(page.getByText('Your browser does not support recording video from camera')).toBeVisible();
    await expect(grantButton(page)).toBeHidden();
  });
});
