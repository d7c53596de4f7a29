import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'camera-recorder',
  name: 'Camera recorder',
  description: 'Take pictures and record videos from your webcam, right in the browser.',
  keywords: ['camera', 'recorder', 'webcam', 'video', 'photo', 'recoder'],
  category: 'images-videos',
  icon: 'camera',
  createdAt: '2023-05-15',
  component: () => import('./CameraRecorder'),
});
