import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { chooseOption, expect, openPage, test, waitUntilInteractive } from '../../../e2e/test';

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

interface TestWindow {
  /** The streams the page opened, to check that leaving the page ended every track. */
  openedStreams: MediaStream[];
  /** While set, every camera request fails with this error, as a refusal or a missing device would. */
  cameraError?: string;
  /** Lets the browser's list of devices through: it waits until then. */
  listDevices: () => void;
}

async function failCameraRequests(page: Page, errorName: string | undefined) {
  await page.evaluate((name) => ((window as unknown as TestWindow).cameraError = name), errorName);
}

/** Wraps the browser's media devices as TestWindow says, on every load of the page. */
async function watchMediaDevices(page: Page) {
  await page.addInitScript(() => {
    const watched = window as unknown as TestWindow;
    const mediaDevices = navigator.mediaDevices;
    watched.openedStreams = [];
    const getUserMedia = mediaDevices.getUserMedia.bind(mediaDevices);
    mediaDevices.getUserMedia = async (constraints) => {
      if (watched.cameraError) throw new DOMException('refused', watched.cameraError);
      const stream = await getUserMedia(constraints);
      watched.openedStreams.push(stream);
      return stream;
    };
    const enumerate = mediaDevices.enumerateDevices.bind(mediaDevices);
    const listed = new Promise<void>((resolve) => (watched.listDevices = resolve));
    mediaDevices.enumerateDevices = () => listed.then(enumerate);
  });
}

test.describe('Camera recorder', () => {
  test('no camera, then a refusal; once granted, lists the cameras, streams, takes a screenshot, records a video and stops the camera on leaving', async ({
    page,
  }) => {
    await watchMediaDevices(page);
    await firstVisit(page);
    await openPage(page, '/camera-recorder', grantButton);
    await expect(page.getByText('You need to grant permission to use your camera and microphone')).toBeVisible();

    // No camera says so and lets the person ask again.
    await failCameraRequests(page, 'NotFoundError');
    await grantButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('No camera was found. Plug one in, then grant permission again.');
    await expect(grantButton(page)).toBeVisible();

    // A refused permission says it is blocked and where to allow it, then to reload the page.
    await failCameraRequests(page, 'NotAllowedError');
    await grantButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Permission to use the camera is blocked. Allow it in the site settings (the padlock in the address bar), then reload the page.',
    );
    await expect(grantButton(page)).toBeHidden();

    // Reloaded, the camera is granted; the page says it is looking for cameras until the browser
    // has listed them.
    await page.reload();
    await waitUntilInteractive(grantButton(page));
    await grantButton(page).click();
    const video = page.getByRole('combobox', { name: 'Video' });
    await expect(video).toHaveText('Looking for cameras…');
    await expect(page.getByText('No camera', { exact: true })).toBeHidden();
    await page.evaluate(() => (window as unknown as TestWindow).listDevices());
    await expect(video).toHaveText('fake_device_0');

    await expect(page.getByRole('combobox', { name: 'Audio' })).toBeVisible();
    await button(page, 'Start webcam').click();
    const camera = page.getByLabel('Camera', { exact: true });
    await expect(camera).toHaveJSProperty('videoWidth', 640);
    const openedStreams = () => page.evaluate(() => (window as unknown as TestWindow).openedStreams.length);
    const streamsBefore = await openedStreams();
    await chooseOption(page, 'Audio', 'Fake Audio Input 1');
    await expect.poll(openedStreams).toBe(streamsBefore + 1);
    // The picture is the new stream's, not the old one's (which the check of its width alone passed).
    await expect
      .poll(() =>
        camera.evaluate(
          (element: HTMLVideoElement) => element.srcObject === (window as unknown as TestWindow).openedStreams.at(-1),
        ),
      )
      .toBe(true);
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
    // The tool's page goes once the home page has arrived (a transition), its tracks with it.
    const trackStates = async () =>
      new Set(
        await page.evaluate(() =>
          (window as unknown as TestWindow).openedStreams.flatMap((stream) =>
            stream.getTracks().map((track) => track.readyState),
          ),
        ),
      );
    await expect.poll(trackStates).toEqual(new Set(['ended']));
  });

  test('a browser without media devices is told it cannot record', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'mediaDevices', { value: undefined }));
    await page.goto('/camera-recorder');
    await expect(page.getByText('Your browser does not support recording video from camera')).toBeVisible();
    await expect(grantButton(page)).toBeHidden();
  });
});
