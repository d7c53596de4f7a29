/** How long a screenshot waits for the video to show a frame (a stream just switched, say). */
const frameWaitMs = 5000;

/**
 * Resolves once the video has a frame to draw: at once when it has one, else when its first frame
 * arrives. Switching camera or microphone gives the video a new stream, which shows no frame (and
 * has no size) until it loads; a screenshot asked for meanwhile waits rather than giving nothing.
 */
function frameShown(video: HTMLVideoElement): Promise<void> {
  if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      video.removeEventListener('loadeddata', done);
      resolve();
    };
    const timer = setTimeout(done, frameWaitMs);
    video.addEventListener('loadeddata', done);
  });
}

/** The video's current frame, at the camera's own resolution, as a PNG. */
export async function takeScreenshot(video: HTMLVideoElement): Promise<Blob | null> {
  await frameShown(video);
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0 || canvas.height === 0) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}
